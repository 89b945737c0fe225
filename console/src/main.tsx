import '@mantine/core/styles.css';
// Korean text needs a Korean font on any machine: the console ships its own (subset by unicode range).
import 'pretendard/dist/web/static/Pretendard-Regular.css';
import 'pretendard/dist/web/static/Pretendard-SemiBold.css';
import 'pretendard/dist/web/static/Pretendard-Bold.css';
import './contrast.css';
import { createTheme, MantineProvider } from '@mantine/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

const theme = createTheme({
  fontFamily: 'Pretendard, -apple-system, "Noto Sans KR", sans-serif',
  headings: { fontFamily: 'Pretendard, -apple-system, "Noto Sans KR", sans-serif' },
  primaryColor: 'indigo',
  // indigo-7 under white text is 5:1 (indigo-6 only 4.3:1, below WCAG AA).
  primaryShade: 7,
  components: {
    // Every dialog's close button has a name.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': '창 닫기' } } },
  },
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MantineProvider theme={theme}>
      <App />
    </MantineProvider>
  </StrictMode>,
);
