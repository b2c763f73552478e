/**
 * Mantine stylesheets that only the media modals need, loaded with their lazy chunk instead of
 * app/mantine-styles.ts, so the login route does not download them (its CSS budget). They hold
 * no rule that another stylesheet overrides, so loading them last is safe.
 */
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/LoadingOverlay.css';
import '@mantine/core/styles/Slider.css';
import '@mantine/dropzone/styles.css';
