import { useIntl } from 'react-intl';
import type { PreciousMetal } from '@shop/api-client';
import { Badge } from '@shop/ui';

export function MetalBadge({ metal }: { metal: PreciousMetal }) {
  const intl = useIntl();
  return (
    <Badge
      variant={metal === 'gold' ? 'gold' : 'neutral'}
      className={`catalog-metal catalog-metal--${metal}`}
    >
      {intl.formatMessage({ id: `metal.${metal}` })}
    </Badge>
  );
}
