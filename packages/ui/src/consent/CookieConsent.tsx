import {
  CONSENT_BACK_FIELD,
  CONSENT_CHOICE_FIELD,
  CONSENT_FORM_PATH,
  consentAtom,
  consentChoice,
  consentGroups,
  consentSettingsOpenAtom,
  isConsentAllowed,
  NECESSARY_GROUP,
  saveConsentAtom,
  consentOfFormChoice,
  type ConsentChoice,
  type ConsentFormChoice,
  type ConsentGroup,
} from '@shop/app-state';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useId, useState, type MouseEvent, type ReactNode } from 'react';
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
 *
 * The banner is in the server's HTML when the request carried no choice, and its two one-click
 * choices work before the page's scripts run: they are a form posting to the edge
 * (CONSENT_FORM_PATH), which stores the same cookie and sends the visitor back to `back`. Once
 * hydrated, the same buttons save in the page without a reload. The settings need the script.
 */
export function CookieConsent({ texts, back }: { texts: CookieConsentTexts; back: string }) {
  const choice = useAtomValue(consentAtom);
  const [settingsOpen, setSettingsOpen] = useAtom(consentSettingsOpenAtom);
  const save = useSetAtom(saveConsentAtom);
  const titleId = useId();
  const choose = (value: ConsentFormChoice) => (event: MouseEvent<HTMLButtonElement>) => {
    // The form's post is for the page without its script; here the page saves it itself.
    event.preventDefault();
    const chosen = consentOfFormChoice(value);
    if (chosen) save(chosen);
  };
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
            <form className="ui-consent-banner__actions" method="post" action={CONSENT_FORM_PATH}>
              <input type="hidden" name={CONSENT_BACK_FIELD} value={back} />
              <Button variant="outline" onClick={() => setSettingsOpen(true)}>
                {texts.settings}
              </Button>
              <Button
                type="submit"
                name={CONSENT_CHOICE_FIELD}
                value={'necessary' satisfies ConsentFormChoice}
                variant="secondary"
                worksWithoutScript
                onClick={choose('necessary')}
              >
                {texts.rejectAll}
              </Button>
              <Button
                type="submit"
                name={CONSENT_CHOICE_FIELD}
                value={'all' satisfies ConsentFormChoice}
                worksWithoutScript
                onClick={choose('all')}
              >
                {texts.acceptAll}
              </Button>
            </form>
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
