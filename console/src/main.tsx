import '@mantine/core/styles.css';
// Korean text needs a Korean font on any machine: the console ships its own (subset by unicode range).
import 'pretendard/dist/web/static/Pretendard-Regular.css';
import 'pretendard/dist/web/static/Pretendard-SemiBold.css';
import 'pretendard/dist/web/static/Pretendard-Bold.css';
import { type CSSVariablesResolver, createTheme, MantineProvider } from '@mantine/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

const theme = createTheme({
  fontFamily: 'Pretendard, -apple-system, "Noto Sans KR", sans-serif',
  headings: { fontFamily: 'Pretendard, -apple-system, "Noto Sans KR", sans-serif' },
  primaryColor: 'indigo',
  // Contrast (WCAG AA, checked by axe in the browser tests): white on indigo 6 is 4.3:1, on indigo 7 5:1.
  primaryShade: 7,
});

// Mantine's dimmed text (gray 6) is 3.3:1 on white; gray 7 is 8:1.
const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: { '--mantine-color-dimmed': t.colors.gray[7] },
  dark: {},
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <App />
    </MantineProvider>
  </StrictMode>,
);
