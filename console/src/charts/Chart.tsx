import { BarChart, LineChart } from 'echarts/charts';
import { AriaComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

// Only what the dashboard draws, through echarts/core: this module is its own chunk, loaded with the dashboard.
echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, AriaComponent, CanvasRenderer]);

export type ChartOption = echarts.EChartsCoreOption;

interface ChartProps {
  option: ChartOption;
  /** What the chart shows, for screen readers (the numbers are in the table behind "숫자 보기"). */
  label: string;
  height?: number;
  onRendered?: () => void;
}

export default function Chart({ option, label, height = 260, onRendered }: ChartProps) {
  const el = useRef<HTMLDivElement>(null);
  const rendered = useRef(onRendered);
  rendered.current = onRendered;

  useEffect(() => {
    if (!el.current) return;
    const chart = echarts.init(el.current, undefined, { renderer: 'canvas' });
    // No animation: an operator reads figures, and the chart is final (and 'finished') as soon as it is drawn.
    chart.setOption({
      animation: false,
      textStyle: { fontFamily: 'Pretendard, sans-serif' },
      aria: { enabled: true },
      ...option,
    });
    chart.on('finished', () => rendered.current?.());
    const resize = new ResizeObserver(() => chart.resize());
    resize.observe(el.current);
    return () => {
      resize.disconnect();
      chart.dispose();
    };
  }, [option]);

  return <div ref={el} role="img" aria-label={label} style={{ width: '100%', height }} />;
}
