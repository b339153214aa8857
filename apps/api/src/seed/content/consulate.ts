import { consulateStoryPath } from '@shop/i18n';
import { page, richText, split } from './types';

const office = {
  component: 'contact-data',
  street: 'Rorschacher Strasse 21',
  postalCode: '9000',
  city: 'St. Gallen',
  country: 'CH',
  phone: '+41 71 220 45 60',
  email: 'konsulat.stgallen@aurum-argentum.at',
};

/**
 * The Austrian honorary consulate in St. Gallen, housed with the dealer; its page has the shop's
 * minimal layout and reads this story (the path is the page's own, in both languages).
 */
export const consulateStories = split([
  {
    de: page(
      consulateStoryPath,
      'Österreichisches Honorarkonsulat St. Gallen',
      [
        richText(
          'Das Honorarkonsulat betreut Österreicherinnen und Österreicher in den Kantonen St. Gallen, Appenzell Ausserrhoden und Appenzell Innerrhoden. Es arbeitet ehrenamtlich und ist unabhängig vom Edelmetallhandel im selben Haus.',
          '## Was wir für Sie tun',
          '- Beglaubigung von Unterschriften und Kopien',
          '- Lebensbestätigungen für österreichische Pensionen',
          '- Hilfe in Notfällen, etwa nach dem Verlust von Reisedokumenten',
          'Reisepässe und Personalausweise beantragen Sie bei der Österreichischen Botschaft in Bern; wir sagen Ihnen gerne, welche Unterlagen Sie mitbringen.',
          '## Termine',
          'Bitte vereinbaren Sie vorab telefonisch oder per E-Mail einen Termin und bringen Sie einen gültigen Lichtbildausweis mit.',
        ),
        {
          ...office,
          headline: 'Kontakt und Sprechzeiten',
          company: 'Honorarkonsulat der Republik Österreich',
          openingHours: [
            { days: 'Dienstag', hours: '9:00-12:00' },
            { days: 'Donnerstag', hours: '14:00-17:00' },
          ],
        },
      ],
      'Konsularische Hilfe für Österreicherinnen und Österreicher in der Ostschweiz.',
    ),
    en: page(
      consulateStoryPath,
      'Austrian Honorary Consulate St. Gallen',
      [
        richText(
          'The honorary consulate looks after Austrian citizens in the cantons of St. Gallen, Appenzell Ausserrhoden and Appenzell Innerrhoden. It works on a voluntary basis and is independent of the precious-metals dealer in the same building.',
          '## What we do for you',
          '- Certification of signatures and copies',
          '- Life certificates for Austrian pensions',
          '- Help in emergencies, such as after the loss of travel documents',
          'Passports and identity cards are applied for at the Austrian Embassy in Bern; we are glad to tell you which documents to bring.',
          '## Appointments',
          'Please make an appointment by phone or e-mail beforehand and bring a valid photo ID.',
        ),
        {
          ...office,
          headline: 'Contact and office hours',
          company: 'Honorary Consulate of the Republic of Austria',
          openingHours: [
            { days: 'Tuesday', hours: '9:00-12:00' },
            { days: 'Thursday', hours: '14:00-17:00' },
          ],
        },
      ],
      'Consular help for Austrian citizens in eastern Switzerland.',
    ),
  },
]);
