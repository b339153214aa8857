import type { PreciousMetal } from '@shop/api-client';
import { ScrapCalculator } from '../features/scrap/components/ScrapCalculator';
import '../catalog.css';

/** The old-metal calculator as a widget for other parts of the shop (a content page's block). */
export default function ScrapCalculatorWidget({
  metals,
  headline,
}: {
  metals?: readonly PreciousMetal[];
  headline?: string;
}) {
  return <ScrapCalculator metals={metals} headline={headline} />;
}
