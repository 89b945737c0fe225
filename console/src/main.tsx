import '@mantine/core/styles.css';
// Korean text needs a Korean font on any machine: the console ships its own (subset by unicode range).
import 'pretendard/dist/web/static/Pretendard-Regular.css';
import 'pretendard/dist/web/static/Pretendard-SemiBold.css';
import 'pretendard/dist/web/static/Pretendard-Bold.css';
import './tables.css';
import './focus.css';
import { type CSSVariablesResolver, createTheme, MantineProvider } from '@mantine/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

const theme = createTheme({
  fontFamily: 'Pretendard, -apple-system, "Noto Sans KR", sans-serif',
  headings: { fontFamily: 'Pretendard, -apple-system, "Noto Sans KR", sans-serif' },
  // Indigo shifted two shades darker, so text in the primary colour (links, light buttons, the active menu item)
  // keeps a contrast of at least 4.5:1 on white and on its own light background (WCAG AA).
  colors: {
    brand: [
      '#edf2ff',
      '#dbe4ff',
      '#bac8ff',
      '#91a7ff',
      '#748ffc',
      '#4c6ef5',
      '#3b5bdb',
      '#364fc7',
      '#2f44ad',
      '#283a94',
    ],
  },
  primaryColor: 'brand',
  // Dialogs and menus appear at once for those who ask their system for less motion.
  respectReducedMotion: true,
  components: {
    // Every dialog's close button has a name. It is out of the tab order, so a dialog opens with the focus on its
    // first field (or button) rather than on the X: Escape and the dialog's own buttons close it from the keyboard.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': '창 닫기', tabIndex: -1 } } },
  },
});

/** Dimmed text and a field's error darker than the kit's default, for the same contrast (4.5:1 on white). */
const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <App />
    </MantineProvider>
  </StrictMode>,
);
