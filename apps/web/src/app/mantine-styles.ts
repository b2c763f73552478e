/**
 * Mantine's CSS of the first screen, per component instead of the whole
 * `@mantine/core/styles.css` (about 290 kB raw): the global styles, then the components the entry,
 * the public layout and the auth screens (/login first) render, including the components others
 * are built from (PasswordInput -> Input + ActionIcon, Button -> UnstyledButton, ...), in the
 * order of Mantine's own full stylesheet so that equal-specificity rules override each other as
 * they do there. Every other screen loads `app-styles.ts` with its route module (router.tsx), the
 * notifications and modals managers load their own (app-managers.tsx).
 *
 * `default-css-variables.css` is left out: MantineProvider writes all variables
 * (`deduplicateCssVariables={false}`, base-provider.tsx).
 *
 * A new Mantine component needs its line here or in app-styles.ts:
 * e2e/specs/bundle-budget.spec.ts fails on a build whose JavaScript uses a Mantine class
 * (`m_xxxxxxxx`) that no built stylesheet defines, and e2e/support/unstyled.ts fails on a screen
 * that renders a component whose stylesheet is not loaded. Components that only a lazily loaded
 * screen or modal renders import their stylesheet there instead: the carousel, the profile's media
 * modals (Dropzone, Slider, Image), the service wizard's Stepper, Tabs, NumberInput, date picker
 * (`@mantine/dates/styles.css`) and MultiSelect chips (Pill, PillsInput).
 */
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Tooltip.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
