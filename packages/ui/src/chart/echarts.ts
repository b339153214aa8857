// Only the parts of echarts the money line chart uses: the full package would add several hundred
// kilobytes. This module is reached through a dynamic import only, so it stays in a lazy chunk.
import { LineChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

echarts.use([LineChart, GridComponent, TooltipComponent, SVGRenderer]);

export { echarts };
