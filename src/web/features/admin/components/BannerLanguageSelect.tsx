/**
 * The language whose Home shows a banner (docs/moderation.md#banners-and-dealers),
 * as the console names it: a native select of BANNER_LANGUAGES sent as `Lang`.
 */
import { BANNER_LANGUAGES, type BannerLanguage } from '#shared/schemas/console-content.ts';
import { ChevronSelect } from '#web/components/form/ChevronSelect.tsx';

/** How the console names each banner language (the console stays English). */
export const BANNER_LANGUAGE_NAMES: Record<BannerLanguage, string> = {
  all: 'Every language',
  en: 'English',
  hi: 'Hindi',
  gu: 'Gujarati',
};

export function BannerLanguageSelect({
  id,
  defaultValue,
  wrapperClassName,
}: {
  id: string;
  defaultValue: BannerLanguage;
  wrapperClassName?: string;
}) {
  return (
    <ChevronSelect
      id={id}
      name="Lang"
      defaultValue={defaultValue}
      className="min-h-11"
      wrapperClassName={wrapperClassName}
    >
      {BANNER_LANGUAGES.map((l) => (
        <option key={l} value={l}>
          {BANNER_LANGUAGE_NAMES[l]}
        </option>
      ))}
    </ChevronSelect>
  );
}
