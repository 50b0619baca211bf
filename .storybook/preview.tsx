import type { Decorator, Preview } from '@storybook/react-vite';
import { UiProvider, type CompanyVariant, type Direction, type Language, type Mode } from '@placement/ui';

// Toolbar globals: every story can be seen in each language, direction, mode and company variant.
const withUi: Decorator = (Story, context) => {
  const language = (context.globals.language ?? 'en') as Language;
  const direction = context.globals.direction as Direction | 'auto' | undefined;
  return (
    <UiProvider
      language={language}
      direction={direction === 'ltr' || direction === 'rtl' ? direction : undefined}
      mode={(context.globals.mode ?? 'light') as Mode}
      variant={(context.globals.variant ?? 'default') as CompanyVariant}
    >
      <Story />
    </UiProvider>
  );
};

// Printed pages (CV layouts, documents) take their colours from the company's CV settings and go to paper, so
// screen contrast is not theirs to meet; every other axe rule still applies to them. A story says it is a printed
// page with `parameters.printedPage: true`; the CV layouts and documents are printed pages by their title (their
// editors, such as the colour maker, are screens and keep every rule).
const PRINTED_TITLES = /^(CV templates\/(?!.*maker)|Documents\/)/i;

function isPrintedPage(title: string, parameters: Record<string, unknown>): boolean {
  return parameters.printedPage === true || (parameters.printedPage !== false && PRINTED_TITLES.test(title));
}

const preview: Preview = {
  decorators: [withUi],
  beforeEach: (context) => {
    if (!isPrintedPage(context.title, context.parameters)) return;
    const a11y = (context.parameters.a11y ?? {}) as {
      config?: { rules?: { id: string; enabled: boolean }[] };
    };
    context.parameters.a11y = {
      ...a11y,
      config: {
        ...a11y.config,
        rules: [...(a11y.config?.rules ?? []), { id: 'color-contrast', enabled: false }],
      },
    };
  },
  globalTypes: {
    language: {
      description: 'Interface language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'ar', title: 'العربية' },
          { value: 'am', title: 'አማርኛ' },
        ],
        dynamicTitle: true,
      },
    },
    direction: {
      description: 'Layout direction (auto follows the language)',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'auto', title: 'Direction: auto' },
          { value: 'ltr', title: 'Left to right' },
          { value: 'rtl', title: 'Right to left' },
        ],
        dynamicTitle: true,
      },
    },
    mode: {
      description: 'Light or dark mode',
      toolbar: {
        title: 'Mode',
        icon: 'contrast',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
    variant: {
      description: 'Company variant (depositAmount marker)',
      toolbar: {
        title: 'Variant',
        icon: 'paintbrush',
        items: [
          { value: 'default', title: 'Default' },
          { value: 'sudan2', title: 'sudan2' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { language: 'en', direction: 'auto', mode: 'light', variant: 'default' },
  parameters: {
    layout: 'fullscreen',
    // Any axe violation fails the story's test in CI. A printed page shown inside a screen (a live CV preview)
    // marks its root with `data-printed-page`: only screen contrast is skipped inside it.
    a11y: {
      test: 'error',
      config: {
        rules: [{ id: 'color-contrast', selector: '*:not([data-printed-page], [data-printed-page] *)' }],
      },
    },
  },
};

export default preview;
