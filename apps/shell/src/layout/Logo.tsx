import { FormattedMessage } from 'react-intl';
import { Link } from '@shop/router';
import { useLocalizedPath } from '@shop/i18n/react';

export function Logo() {
  const pathTo = useLocalizedPath();
  return (
    <Link to={pathTo('home')} className="shell-logo">
      <svg className="shell-logo__mark" viewBox="0 0 40 40" aria-hidden="true">
        <defs>
          <linearGradient id="shell-logo-gold" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#f3d98b" />
            <stop offset="0.55" stopColor="#c9a227" />
            <stop offset="1" stopColor="#8a6a12" />
          </linearGradient>
        </defs>
        <circle cx="20" cy="20" r="18" fill="url(#shell-logo-gold)" />
        <circle cx="20" cy="20" r="14.5" fill="none" stroke="#fff6d8" strokeOpacity="0.6" />
        <text
          x="20"
          y="25.5"
          textAnchor="middle"
          fontFamily="Georgia, serif"
          fontSize="15"
          fill="#3b2c05"
        >
          A
        </text>
      </svg>
      <span className="shell-logo__text">
        <span className="shell-logo__name">
          <FormattedMessage id="app.name" />
        </span>
        <span className="shell-logo__tagline">
          <FormattedMessage id="app.tagline" />
        </span>
      </span>
    </Link>
  );
}
