import '@mantine/core/styles.css';
// Korean text needs a Korean font on any machine: the console ships its own (subset by unicode range).
import 'pretendard/dist/web/static/Pretendard-Regular.css';
import 'pretendard/dist/web/static/Pretendard-SemiBold.css';
import 'pretendard/dist/web/static/Pretendard-Bold.css';
import { createTheme, MantineProvider } from '@mantine/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

const theme = createTheme({
  fontFamily: 'Pretendard, -apple-system, "Noto Sans KR", sans-serif',
  headings: { fontFamily: 'Pretendard, -apple-system, "Noto Sans KR", sans-serif' },
  primaryColor: 'indigo',
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MantineProvider theme={theme}>
      <App />
    </MantineProvider>
  </StrictMode>,
);
