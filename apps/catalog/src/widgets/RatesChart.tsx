import { NearRatesChart } from '../features/rates/components/NearRatesChart';
import type { RatesChartProps } from '../features/rates/components/RatesChart';
import '../catalog.css';

/**
 * The rates chart as a widget for other parts of the shop: the shell's Rates modal (in view at
 * once) and content pages (loaded when scrolled to).
 */
export default function RatesChartWidget(props: RatesChartProps) {
  return <NearRatesChart {...props} />;
}
