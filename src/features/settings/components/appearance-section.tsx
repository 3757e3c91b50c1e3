import { RadioCards } from '../../../components/ui/radio-cards';
import { setThemeChoice, useTheme, type ThemeChoice } from '../../../lib/theme';
import { SettingsSection } from './settings-section';

const choices = [
  { value: 'system', label: 'As the system', hint: 'Light or dark with your device, changing when it does.' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
] as const;

/** Light, dark, or whatever the device says: kept in this browser (a phone and a laptop may differ). */
export function AppearanceSection() {
  const { choice } = useTheme();
  return (
    <SettingsSection title="Appearance" description="Kept in this browser.">
      <RadioCards<ThemeChoice> legend="Color scheme" value={choice} onChange={setThemeChoice} options={choices} />
    </SettingsSection>
  );
}
