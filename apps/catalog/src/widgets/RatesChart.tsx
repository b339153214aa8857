import { RatesChart, type RatesChartProps } from '../features/rates/components/RatesChart';
import '../catalog.css';

/** The rates chart as a widget for other parts of the shop (the shell's Rates modal). */
export default function RatesChartWidget(props: RatesChartProps) {
  return <RatesChart {...props} />;
}
