import {
  consentAtom,
  consentChoice,
  consentGroups,
  consentSettingsOpenAtom,
  isConsentAllowed,
  NECESSARY_GROUP,
  saveConsentAtom,
  type ConsentChoice,
  type ConsentGroup,
} from '@shop/app-state';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '../components/Button';
import { Checkbox } from '../components/Checkbox';
import { Modal } from '../components/Modal';

/** The texts, in the page's language; the ui package has no messages of its own. */
export interface CookieConsentTexts {
  bannerTitle: string;
  bannerText: ReactNode;
  acceptAll: string;
  rejectAll: string;
  settings: string;
  dialogTitle: string;
  dialogDescription: string;
  save: string;
  close: string;
  alwaysOn: string;
  groups: Record<ConsentGroup, { name: string; description: string }>;
}

/**
 * The consent banner on the first visit and the settings dialog (opened from the banner or with
 * useOpenConsentSettings, e.g. the footer). Both write the same cookie through saveConsentAtom.
 */
export function CookieConsent({ texts }: { texts: CookieConsentTexts }) {
  const choice = useAtomValue(consentAtom);
  const [settingsOpen, setSettingsOpen] = useAtom(consentSettingsOpenAtom);
  const save = useSetAtom(saveConsentAtom);
  const titleId = useId();
  return (
    <>
      {choice === null && !settingsOpen ? (
        <section className="ui-consent-banner" aria-labelledby={titleId}>
          <div className="ui-consent-banner__inner">
            <div>
              <h2 id={titleId} className="ui-consent-banner__title">
                {texts.bannerTitle}
              </h2>
              <p className="ui-consent-banner__text">{texts.bannerText}</p>
            </div>
            <div className="ui-consent-banner__actions">
              <Button variant="outline" onClick={() => setSettingsOpen(true)}>
                {texts.settings}
              </Button>
              <Button variant="secondary" onClick={() => save(consentChoice([]))}>
                {texts.rejectAll}
              </Button>
              <Button onClick={() => save(consentChoice(consentGroups))}>{texts.acceptAll}</Button>
            </div>
          </div>
        </section>
      ) : null}
      <Modal
        open={settingsOpen}
        onClose={() => setSettingsOpen(false)}
        title={texts.dialogTitle}
        description={texts.dialogDescription}
        closeLabel={texts.close}
        size="md"
      >
        {/* Mounted per opening, so the boxes start from the saved choice every time. */}
        <ConsentSettingsForm texts={texts} saved={choice} onSave={save} />
      </Modal>
    </>
  );
}

function ConsentSettingsForm({
  texts,
  saved,
  onSave,
}: {
  texts: CookieConsentTexts;
  saved: ConsentChoice | null;
  onSave: (choice: ConsentChoice) => void;
}) {
  const [allowed, setAllowed] = useState<ConsentGroup[]>(() =>
    consentGroups.filter((group) => isConsentAllowed(saved, group)),
  );
  const toggle = (group: ConsentGroup, on: boolean) =>
    setAllowed((current) => (on ? [...current, group] : current.filter((g) => g !== group)));
  return (
    <form
      className="ui-consent-settings"
      onSubmit={(event) => {
        event.preventDefault();
        onSave(consentChoice(allowed));
      }}
    >
      <ul className="ui-consent-settings__groups">
        {consentGroups.map((group) => (
          <li key={group}>
            <Checkbox
              name={group}
              label={texts.groups[group].name}
              hint={
                group === NECESSARY_GROUP
                  ? `${texts.groups[group].description} ${texts.alwaysOn}`
                  : texts.groups[group].description
              }
              checked={group === NECESSARY_GROUP || allowed.includes(group)}
              disabled={group === NECESSARY_GROUP}
              onChange={(event) => toggle(group, event.currentTarget.checked)}
            />
          </li>
        ))}
      </ul>
      <div className="ui-consent-settings__actions">
        <Button type="button" variant="secondary" onClick={() => onSave(consentChoice([]))}>
          {texts.rejectAll}
        </Button>
        <Button type="submit" variant="outline">
          {texts.save}
        </Button>
        <Button type="button" onClick={() => onSave(consentChoice(consentGroups))}>
          {texts.acceptAll}
        </Button>
      </div>
    </form>
  );
}
