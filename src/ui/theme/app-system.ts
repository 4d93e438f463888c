/**
 * The Chakra system of the portal: Chakra's defaults with our own brand palette, a cool "ice" accent,
 * calm neutral surfaces, status colours for the inspection states, and light and dark variants.
 * Dark mode is class-based (`.dark` on <html>, see ui/color-mode), which is what Chakra's `_dark`
 * condition targets.
 *
 * Bundle size: Chakra's `defaultConfig` carries the styles of all ~80 components (about 40 KB gzip).
 * We start from `defaultBaseConfig` plus Chakra's tokens and register only the recipes of the
 * components the app uses. A component whose recipe is missing renders unstyled: when you use a new
 * Chakra component, add its recipe below.
 */
import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  radioCardSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

/** Chakra's default theme without the recipes of components we do not use. */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      progress: progressSlotRecipe,
      radioCard: radioCardSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
    },
  },
});

/** A deep "cold" blue leaning to teal; 700 is the manifest's theme colour. */
const brand = {
  50: { value: '#eaf5f9' },
  100: { value: '#cde6ef' },
  200: { value: '#a0cfe1' },
  300: { value: '#6db3cf' },
  400: { value: '#3e95b8' },
  500: { value: '#20799c' },
  600: { value: '#156283' },
  700: { value: '#0b4f71' },
  800: { value: '#093e59' },
  900: { value: '#072d41' },
  950: { value: '#041c2a' },
};

const config = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg.canvas', color: 'fg', minHeight: '100%' },
  },
  theme: {
    tokens: {
      colors: { brand },
      fonts: {
        heading: { value: "Inter, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, system-ui, sans-serif" },
        body: { value: "Inter, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, system-ui, sans-serif" },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          contrast: { value: { _light: 'white', _dark: '{colors.brand.950}' } },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.200}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: { _light: '{colors.brand.500}', _dark: '{colors.brand.300}' } },
        },
        bg: {
          /** The page behind cards and panels: a faint cool grey, so white cards stand out. */
          canvas: { value: { _light: '#f5f8fa', _dark: '#0b1217' } },
          panel: { value: { _light: 'white', _dark: '#121b22' } },
          /** The sidebar and header surface. */
          chrome: { value: { _light: 'white', _dark: '#0f171d' } },
        },
        /**
         * Text colours. Every one reaches 4.5:1 (WCAG AA for body text) on every surface it sits on:
         * panel, canvas, chrome and the subtle/muted greys, light and dark. Chakra's own light-mode
         * `subtle`, `error`, `warning` and `success` (gray.400, red.500, orange.600, green.600) stay
         * between 2.3:1 and 3.8:1 on white, so they are replaced here.
         */
        fg: {
          subtle: { value: { _light: '#636369', _dark: '#8e8e97' } },
          error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.400}' } },
          warning: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.300}' } },
          success: { value: { _light: '{colors.green.700}', _dark: '{colors.green.300}' } },
        },
        /**
         * Solid buttons and badges carry white text on `solid`: Chakra's 600 shades of these palettes
         * give white only 3.3:1 to 3.7:1, the 700 shades 5:1 and more.
         */
        green: { solid: { value: { _light: '{colors.green.700}', _dark: '{colors.green.700}' } } },
        teal: { solid: { value: { _light: '{colors.teal.700}', _dark: '{colors.teal.700}' } } },
        cyan: { solid: { value: { _light: '{colors.cyan.700}', _dark: '{colors.cyan.700}' } } },
        orange: { solid: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.500}' } } },
        /** Inspection states, used as text and icon colours: the same 4.5:1 rule as `fg`. */
        status: {
          ok: { value: { _light: '{colors.green.700}', _dark: '{colors.green.300}' } },
          dueSoon: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.300}' } },
          overdue: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } },
        },
      },
    },
  },
});

export const appSystem = createSystem(mergeConfigs(defaultBaseConfig, chakraTheme), config);
