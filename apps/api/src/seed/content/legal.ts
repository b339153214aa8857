import { buildPath, getRoute, legalPages, type Language, type LegalPageKey } from '@shop/i18n';
import { page, richText, split, type Bilingual } from './types';

/*
 * The dealer's legal pages, at the paths the footer and the checkout's consents link to
 * (packages/i18n legal-pages.ts). Facts the configuration decides are `{{placeholders}}`
 * (content/placeholders.ts): content delivery fills them in from the running API, so a text
 * cannot promise an interval, deadline or limit the shop does not apply.
 */

interface LegalText {
  title: string;
  description: string;
  body: string[];
  /** Fingerprints of the earlier seed texts this one replaces in an existing database (revisions.ts). */
  supersedes: string[];
}

/** Where another legal page of the same language is. */
const pathOf = (key: LegalPageKey, language: Language) =>
  buildPath(getRoute('contentPage'), language, {
    slug: legalPages.find((p) => p.key === key)!.slug[language],
  });

const mail = '[service@aurum-argentum.at](mailto:service@aurum-argentum.at)';
const privacyMail = '[datenschutz@aurum-argentum.at](mailto:datenschutz@aurum-argentum.at)';

const texts: Record<LegalPageKey, Bilingual<LegalText>> = {
  imprint: {
    de: {
      title: 'Impressum',
      description:
        'Offenlegung nach § 5 ECG, § 14 UGB und § 25 MedienG der Aurum & Argentum Edelmetallhandel GmbH, Wien.',
      supersedes: ['a879e99e16ba22e33ffc1b5e'],
      body: [
        'Informationen und Offenlegung gemäß § 5 E-Commerce-Gesetz (ECG), § 14 Unternehmensgesetzbuch (UGB) und § 25 Mediengesetz (MedienG).',
        '## Medieninhaber, Herausgeber und Diensteanbieter',
        '**Aurum & Argentum Edelmetallhandel GmbH**, Kärntner Ring 12, 1010 Wien, Österreich',
        `Telefon +43 1 513 98 00 (Montag bis Freitag 9 bis 18 Uhr), E-Mail ${mail}`,
        '## Firmendaten',
        '- Rechtsform: Gesellschaft mit beschränkter Haftung\n- Sitz: Wien\n- Firmenbuchnummer: FN 412345 a\n- Firmenbuchgericht: Handelsgericht Wien\n- UID-Nummer: ATU12345678\n- Geschäftsführung: Mag. Katharina Lechner, Dipl.-Ing. Thomas Berger',
        '## Unternehmensgegenstand',
        'Handel mit Edelmetallen in Form von Barren und Münzen, Ankauf von Edelmetallen, Altgold und Zahngold, Verwahrung von Edelmetallen für Kundinnen und Kunden sowie Handel mit Zubehör und Geschenkartikeln.',
        '## Gewerbe, Behörde und Kammer',
        'Gewerbe: Handelsgewerbe (freies Gewerbe). Gewerbebehörde und zuständige Behörde für die Sorgfaltspflichten zur Verhinderung der Geldwäscherei (§§ 365m ff. Gewerbeordnung): Magistratisches Bezirksamt für den 1. Bezirk, Wien.',
        'Mitglied der Wirtschaftskammer Wien, Sparte Handel. Anwendbare berufsrechtliche Vorschrift: Gewerbeordnung 1994, abrufbar im Rechtsinformationssystem des Bundes unter [www.ris.bka.gv.at](https://www.ris.bka.gv.at).',
        '## Offenlegung nach § 25 MedienG',
        'Beteiligungsverhältnisse: Die Gesellschaft steht zu 100 % im Eigentum der Aurum & Argentum Holding GmbH, Wien. Grundlegende Richtung (Blattlinie): Information über Edelmetalle, den Edelmetallmarkt sowie die Produkte und Dienstleistungen der Aurum & Argentum Edelmetallhandel GmbH.',
        '## Streitbeilegung',
        `Wir sind weder bereit noch verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen. Mit Anliegen und Beschwerden wenden Sie sich bitte direkt an ${mail}; wir antworten innerhalb von zwei Werktagen.`,
        '## Haftung für Inhalte und Links',
        'Die Preise und Kurse auf dieser Website werden laufend aus dem Edelmetallmarkt berechnet; verbindlich ist der Preis, den Sie bei Ihrer Bestellung bestätigen. Für die Inhalte verlinkter fremder Websites sind ausschließlich deren Betreiber verantwortlich.',
      ],
    },
    en: {
      title: 'Imprint',
      description:
        'Disclosure under the Austrian E-Commerce Act, Commercial Code and Media Act of Aurum & Argentum Edelmetallhandel GmbH, Vienna.',
      supersedes: ['c4df3dc1a2e2929492e30e36'],
      body: [
        'Information and disclosure under section 5 of the Austrian E-Commerce Act (ECG), section 14 of the Austrian Commercial Code (UGB) and section 25 of the Austrian Media Act (MedienG).',
        '## Media owner, publisher and service provider',
        '**Aurum & Argentum Edelmetallhandel GmbH**, Kärntner Ring 12, 1010 Vienna, Austria',
        `Phone +43 1 513 98 00 (Monday to Friday, 9 am to 6 pm), e-mail ${mail}`,
        '## Company details',
        '- Legal form: limited liability company (GmbH)\n- Registered office: Vienna\n- Company register number: FN 412345 a\n- Register court: Commercial Court of Vienna\n- VAT ID: ATU12345678\n- Managing directors: Mag. Katharina Lechner, Dipl.-Ing. Thomas Berger',
        '## Business',
        'Trade in precious metals as bars and coins, purchase of precious metals, scrap gold and dental gold, safekeeping of precious metals for customers, and trade in accessories and gift items.',
        '## Trade licence, authority and chamber',
        'Trade licence: retail and wholesale trade (unregulated trade). Trade authority, which also supervises the due-diligence duties against money laundering (sections 365m et seq. of the Austrian Trade Act): Municipal District Office for the 1st district, Vienna.',
        'Member of the Vienna Chamber of Commerce, trade division. Applicable professional rules: Austrian Trade Act 1994 (Gewerbeordnung), available in the federal legal information system at [www.ris.bka.gv.at](https://www.ris.bka.gv.at).',
        '## Disclosure under section 25 MedienG',
        'Ownership: the company is wholly owned by Aurum & Argentum Holding GmbH, Vienna. Editorial line: information on precious metals, the precious-metal market and the products and services of Aurum & Argentum Edelmetallhandel GmbH.',
        '## Dispute resolution',
        `We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration body. Please send concerns and complaints directly to ${mail}; we answer within two working days.`,
        '## Liability for content and links',
        'Prices and rates on this website are calculated continuously from the precious-metal market; the price you confirm with your order is binding. The operators of linked third-party websites alone are responsible for their content.',
      ],
    },
  },
  privacy: {
    de: {
      title: 'Datenschutzerklärung',
      description:
        'Wie die Aurum & Argentum Edelmetallhandel GmbH personenbezogene Daten nach der DSGVO verarbeitet: Zwecke, Rechtsgrundlagen, Empfänger, Speicherdauer und Ihre Rechte.',
      supersedes: ['859c7e0a5c0b0ae8954b9751'],
      body: [
        'Der Schutz Ihrer Daten ist uns wichtig. Hier erfahren Sie nach Art. 13 und 14 der Datenschutz-Grundverordnung (DSGVO), welche personenbezogenen Daten wir verarbeiten, wofür, auf welcher Rechtsgrundlage, an wen wir sie weitergeben, wie lange wir sie aufbewahren und welche Rechte Sie haben.',
        '## 1. Verantwortlicher',
        `Aurum & Argentum Edelmetallhandel GmbH, Kärntner Ring 12, 1010 Wien, Österreich, Telefon +43 1 513 98 00, E-Mail ${mail}. Für alle Fragen zum Datenschutz erreichen Sie uns unter ${privacyMail}.`,
        '## 2. Zwecke und Rechtsgrundlagen',
        '### Bestellungen, Ankauf, Kundenkonto und Depot',
        'Wenn Sie bei uns kaufen, an uns verkaufen, ein Kundenkonto eröffnen, ein Edelmetalldepot führen oder eine Limit-Order erteilen, verarbeiten wir Name, Anschrift, E-Mail-Adresse, Telefonnummer, Bankverbindung (für Auszahlungen), Bestell- und Depotdaten. Rechtsgrundlage ist die Erfüllung des Vertrags und vorvertraglicher Maßnahmen (Art. 6 Abs. 1 lit. b DSGVO). Ohne diese Daten können wir den Vertrag nicht abschließen.',
        '### Gesetzliche Pflichten',
        'Als Edelmetallhändler unterliegen wir den Sorgfaltspflichten zur Verhinderung der Geldwäscherei und Terrorismusfinanzierung (§§ 365m ff. Gewerbeordnung). Bei Barzahlungen ab {{amlCashThreshold}}, einzeln oder zusammen mit Ihren Barzahlungen der letzten Zeit, stellen wir daher Ihre Identität anhand eines amtlichen Lichtbildausweises fest und bewahren eine Kopie auf. Außerdem bewahren wir Buchhaltungs- und Steuerunterlagen auf (§ 132 Bundesabgabenordnung, § 212 UGB). Rechtsgrundlage ist Art. 6 Abs. 1 lit. c DSGVO.',
        '### Berechtigte Interessen',
        'Zum Schutz vor Betrug und Missbrauch (etwa Begrenzung von Anmeldeversuchen), für den sicheren Betrieb der Website (Server-Protokolle mit IP-Adresse, Zeitpunkt und aufgerufener Seite, die wir nach 30 Tagen löschen) und zur Durchsetzung von Ansprüchen stützen wir uns auf unser berechtigtes Interesse (Art. 6 Abs. 1 lit. f DSGVO). Sie können dieser Verarbeitung aus Gründen Ihrer besonderen Situation jederzeit widersprechen.',
        '### Einwilligung',
        'Den Newsletter senden wir nur nach Ihrer Bestätigung per E-Mail (Double-Opt-in), Verfügbarkeitsbenachrichtigungen nur auf Ihren Wunsch. Statistik-, Funktions-, Marketing- und Social-Media-Cookies setzen wir nur mit Ihrer Einwilligung. Rechtsgrundlage ist Art. 6 Abs. 1 lit. a DSGVO. Sie können Ihre Einwilligung jederzeit mit Wirkung für die Zukunft widerrufen: über den Abmeldelink im Newsletter, in Ihrem Kundenkonto oder in den Cookie-Einstellungen am Ende jeder Seite.',
        '### Kontaktformular und Hinweisgebersystem',
        'Anfragen über das Kontaktformular bearbeiten wir, um Ihnen zu antworten (Art. 6 Abs. 1 lit. b oder f DSGVO). Meldungen über das Hinweisgebersystem verarbeiten wir nach dem HinweisgeberInnenschutzgesetz (Art. 6 Abs. 1 lit. c DSGVO); anonyme Meldungen sind möglich.',
        '## 3. Cookies',
        'Notwendige Cookies (Gruppe C0001) brauchen wir für Warenkorb, Anmeldung, Sprache und Ihre Cookie-Auswahl; sie werden immer gesetzt. Statistik (C0002), Funktion (C0003), Marketing (C0004) und Social Media (C0005) setzen wir nur, wenn Sie zustimmen. Ihre Auswahl können Sie jederzeit in den Cookie-Einstellungen ändern.',
        '## 4. Empfänger',
        'Wir geben Ihre Daten nur weiter, soweit es für den jeweiligen Zweck nötig ist:',
        '- Transport- und Versicherungsunternehmen für den versicherten Versand,\n- unsere Banken für Zahlungen und Auszahlungen,\n- IT-Dienstleister (Hosting, E-Mail- und SMS-Versand), die als Auftragsverarbeiter nach Art. 28 DSGVO an unsere Weisungen gebunden sind,\n- Steuerberatung und Wirtschaftsprüfung, die zur Verschwiegenheit verpflichtet sind,\n- Behörden und Gerichte, wenn uns das Gesetz dazu verpflichtet, etwa die Geldwäschemeldestelle im Bundeskriminalamt.',
        'Eine Übermittlung in Länder außerhalb des Europäischen Wirtschaftsraums findet nur statt, wenn ein Angemessenheitsbeschluss der EU-Kommission oder geeignete Garantien (Standardvertragsklauseln) bestehen. Die Karten unserer Filialen stellt Mapbox Inc., USA, bereit, das nach dem EU-US Data Privacy Framework zertifiziert ist.',
        '## 5. Speicherdauer',
        '- Vertrags-, Buchhaltungs- und Steuerunterlagen: sieben Jahre ab Ende des Kalenderjahres (§ 132 BAO, § 212 UGB), länger solange ein Verfahren anhängig ist.\n- Unterlagen zur Identitätsfeststellung: fünf Jahre nach Ende der Geschäftsbeziehung oder nach der Barzahlung.\n- Kundenkonto und Depot: bis Sie das Konto löschen und das Depot aufgelöst ist; danach gelten die Fristen oben.\n- Anfragen über das Kontaktformular: höchstens 12 Monate.\n- Newsletter und Benachrichtigungen: bis zu Ihrem Widerruf.',
        '## 6. Ihre Rechte',
        `Sie haben das Recht auf Auskunft (Art. 15 DSGVO), Berichtigung (Art. 16), Löschung (Art. 17), Einschränkung der Verarbeitung (Art. 18), Datenübertragbarkeit (Art. 20) und Widerspruch (Art. 21). Schreiben Sie an ${privacyMail}; wir antworten innerhalb eines Monats. Eine automatisierte Entscheidungsfindung einschließlich Profiling nach Art. 22 DSGVO findet nicht statt.`,
        'Wenn Sie meinen, dass wir Ihre Daten nicht rechtmäßig verarbeiten, können Sie sich bei der Aufsichtsbehörde beschweren: Österreichische Datenschutzbehörde, Barichgasse 40–42, 1030 Wien, [www.dsb.gv.at](https://www.dsb.gv.at), E-Mail [dsb@dsb.gv.at](mailto:dsb@dsb.gv.at).',
      ],
    },
    en: {
      title: 'Privacy policy',
      description:
        'How Aurum & Argentum Edelmetallhandel GmbH processes personal data under the GDPR: purposes, legal bases, recipients, retention and your rights.',
      supersedes: ['ba1c6cf1ecc5fcbf6b6ad1ff'],
      body: [
        'We take the protection of your data seriously. Under Articles 13 and 14 of the General Data Protection Regulation (GDPR) this policy tells you which personal data we process, for what, on which legal basis, to whom we pass it, how long we keep it and what rights you have.',
        '## 1. Controller',
        `Aurum & Argentum Edelmetallhandel GmbH, Kärntner Ring 12, 1010 Vienna, Austria, phone +43 1 513 98 00, e-mail ${mail}. For any question on data protection write to ${privacyMail}.`,
        '## 2. Purposes and legal bases',
        '### Orders, sales to us, customer account and deposit',
        'When you buy from us, sell to us, open a customer account, keep a precious-metal deposit or place a limit order, we process your name, address, e-mail address, phone number, bank details (for payouts), order and deposit data. The legal basis is the performance of the contract and of steps before it (Art. 6(1)(b) GDPR). Without these data we cannot enter into the contract.',
        '### Legal obligations',
        'As a precious-metal dealer we are bound by the due-diligence duties against money laundering and terrorist financing (sections 365m et seq. of the Austrian Trade Act). For cash payments of {{amlCashThreshold}} or more, alone or together with your recent cash payments, we therefore establish your identity from an official photo ID and keep a copy. We also keep accounting and tax records (section 132 of the Federal Fiscal Code, section 212 UGB). The legal basis is Art. 6(1)(c) GDPR.',
        '### Legitimate interests',
        'To protect against fraud and abuse (such as limits on sign-in attempts), to run the website securely (server logs with IP address, time and page requested, deleted after 30 days) and to enforce claims we rely on our legitimate interest (Art. 6(1)(f) GDPR). You may object to this processing at any time on grounds relating to your particular situation.',
        '### Consent',
        'We send the newsletter only after you have confirmed it by e-mail (double opt-in), availability notices only at your request. Performance, functional, targeting and social-media cookies are set only with your consent. The legal basis is Art. 6(1)(a) GDPR. You may withdraw your consent at any time with effect for the future: with the unsubscribe link in the newsletter, in your customer account or in the cookie settings at the foot of every page.',
        '### Contact form and whistleblower system',
        'We process enquiries sent with the contact form to answer them (Art. 6(1)(b) or (f) GDPR). Reports through the whistleblower system are processed under the Austrian Whistleblower Protection Act (Art. 6(1)(c) GDPR); anonymous reports are possible.',
        '## 3. Cookies',
        'Necessary cookies (group C0001) are needed for the cart, sign-in, language and your cookie choice; they are always set. Performance (C0002), functional (C0003), targeting (C0004) and social-media (C0005) cookies are set only with your consent. You can change your choice at any time in the cookie settings.',
        '## 4. Recipients',
        'We pass your data on only as far as the purpose requires:',
        '- transport and insurance companies for insured shipping,\n- our banks for payments and payouts,\n- IT service providers (hosting, e-mail and text-message delivery), bound by our instructions as processors under Art. 28 GDPR,\n- tax advisers and auditors, who are bound to confidentiality,\n- authorities and courts where the law obliges us, such as the Financial Intelligence Unit at the Federal Criminal Police Office.',
        'Data are transferred to countries outside the European Economic Area only under an adequacy decision of the European Commission or appropriate safeguards (standard contractual clauses). The maps of our branches are provided by Mapbox Inc., USA, certified under the EU-US Data Privacy Framework.',
        '## 5. How long we keep data',
        '- Contract, accounting and tax records: seven years from the end of the calendar year (section 132 BAO, section 212 UGB), longer while proceedings are pending.\n- Identification records: five years after the end of the business relationship or after the cash payment.\n- Customer account and deposit: until you delete the account and the deposit is closed; the periods above apply afterwards.\n- Enquiries from the contact form: at most 12 months.\n- Newsletter and notices: until you withdraw your consent.',
        '## 6. Your rights',
        `You have the right of access (Art. 15 GDPR), rectification (Art. 16), erasure (Art. 17), restriction of processing (Art. 18), data portability (Art. 20) and objection (Art. 21). Write to ${privacyMail}; we answer within one month. There is no automated decision-making, including profiling, under Art. 22 GDPR.`,
        'If you believe that we process your data unlawfully, you may lodge a complaint with the supervisory authority: Austrian Data Protection Authority (Datenschutzbehörde), Barichgasse 40–42, 1030 Vienna, [www.dsb.gv.at](https://www.dsb.gv.at), e-mail [dsb@dsb.gv.at](mailto:dsb@dsb.gv.at).',
      ],
    },
  },
  terms: {
    de: {
      title: 'Allgemeine Geschäftsbedingungen',
      description:
        'AGB der Aurum & Argentum Edelmetallhandel GmbH für Kauf, Ankauf, Zahlung, Verwahrung im Edelmetalldepot und Limit-Orders.',
      supersedes: ['7d5e187e8fec2c7e5f543ac4', 'be1a73c6875b36590889db78'],
      body: [
        'Stand: November 2026. Diese Allgemeinen Geschäftsbedingungen (AGB) gelten für alle Verträge, die Sie über diesen Online-Shop, telefonisch oder in unseren Filialen mit der Aurum & Argentum Edelmetallhandel GmbH, Kärntner Ring 12, 1010 Wien (im Folgenden „wir“), schließen. Abweichende Bedingungen gelten nur, wenn wir ihnen schriftlich zustimmen. Für Verbraucherinnen und Verbraucher im Sinne des Konsumentenschutzgesetzes (KSchG) bleiben dessen zwingende Bestimmungen unberührt.',
        '## 1. Preise',
        'Die Preise von Edelmetallprodukten folgen dem Edelmetallpreis am Markt. Wir berechnen sie {{priceRecalcEvery}} neu; jeder angezeigte Preis gilt bis zur nächsten Neuberechnung. Alle Preise verstehen sich in der Währung des gewählten Shops und inklusive der gesetzlichen Umsatzsteuer, soweit eine anfällt (Anlagegold ist umsatzsteuerfrei; für Silber gilt je nach Produkt der Normalsteuersatz oder die Differenzbesteuerung, worauf wir beim Produkt hinweisen).',
        'In der Bestellübersicht halten wir die Preise Ihres Warenkorbs {{quoteLockDuration}} lang fest. Bestellen Sie innerhalb dieser Zeit, gilt dieser Preis. Danach oder wenn sich der Preis bei Bestellung geändert hat, zeigen wir Ihnen den neuen Preis und Sie entscheiden, ob Sie zu diesem bestellen; ohne Ihre Bestätigung kommt keine Bestellung zustande.',
        '## 2. Kauf: Bestellung und Vertragsschluss',
        'Die Darstellung der Produkte im Shop ist kein verbindliches Angebot. Mit dem Klick auf „Zahlungspflichtig bestellen“ in der Bestellübersicht geben Sie ein verbindliches Angebot zum Kauf der Waren im Warenkorb zu den dort bestätigten Preisen ab. Der Vertrag kommt zustande, sobald wir Ihre Bestellung mit der Bestellbestätigung per E-Mail annehmen; sie nennt Ihre Bestellnummer.',
        'Der Mindestbestellwert beträgt {{minimumOrder}}, ein Warenkorb darf höchstens {{cartMaximum}} enthalten. Ihre Kaufaufträge dürfen innerhalb von 24 Stunden zusammen höchstens {{orderLimit24h}} erreichen. Sind Waren nicht mehr lieferbar, können sie nicht bestellt werden; wir sagen Ihnen das vor der Bestellung.',
        '## 3. Zahlung, Zahlungsfrist und Rücktritt bei Nichtzahlung',
        'Sie zahlen per Überweisung auf unser in der Bestellbestätigung genanntes Konto unter Angabe Ihrer Bestellnummer als Verwendungszweck, oder bei Abholung in einer Filiale bar. Barzahlung ist nur möglich, wenn Sie die Ware binnen 5 Werktagen in der Filiale abholen. Bei Barzahlungen ab {{amlCashThreshold}}, allein oder zusammen mit Ihren anderen Barzahlungen, müssen wir Ihre Identität anhand eines amtlichen Lichtbildausweises feststellen. Kartenzahlung und PayPal bieten wir derzeit nicht an.',
        'Der Kaufpreis ist mit Vertragsschluss fällig und muss innerhalb von **{{paymentDeadlineDays}} Tagen** nach der Bestellbestätigung auf unserem Konto eingegangen sein. Da wir das Edelmetall zum bestätigten Preis für Sie beschaffen, tragen wir bis zum Zahlungseingang das Kursrisiko.',
        'Geht die Zahlung nicht fristgerecht ein, erinnern wir Sie per E-Mail und setzen Ihnen eine Nachfrist von mindestens 3 Tagen. Zahlen Sie auch innerhalb der Nachfrist nicht, können wir vom Vertrag zurücktreten (§ 918 ABGB) und die Bestellung stornieren; wir teilen Ihnen das per E-Mail mit. Ist der Preis der Ware bis zum Rücktritt gefallen, können wir den Kursverlust als Schadenersatz verlangen, wenn Sie die Verspätung zu vertreten haben. Bereits geleistete Teilzahlungen erstatten wir, gegebenenfalls abzüglich dieses Betrags.',
        '## 4. Lieferung, Abholung und Eigentumsvorbehalt',
        'Wir versenden erst nach vollständigem Zahlungseingang, versichert und neutral verpackt, innerhalb von 3–5 Werktagen. Die österreichischen und deutschen Shops liefern nach Österreich und Deutschland, die Shops für die Schweiz und Liechtenstein in diese beiden Länder, der US-Shop innerhalb der Vereinigten Staaten. Bei Abholung erhalten Sie die Ware in der gewählten Filiale gegen Vorlage eines Lichtbildausweises.',
        'Das Risiko geht bei Verbraucherinnen und Verbrauchern erst mit der Übergabe der Ware an sie über. Die Ware bleibt bis zur vollständigen Bezahlung unser Eigentum.',
        '## 5. Ankauf: Verkauf von Edelmetall an uns',
        'Sie können uns Barren, Münzen, Altgold, Zahngold und anderes Edelmetall verkaufen. Mit dem Klick auf „Verbindlich verkaufen“ geben Sie ein verbindliches Angebot zu den in der Übersicht bestätigten Ankaufspreisen ab; für deren Gültigkeit gilt Punkt 1 entsprechend. Der Vertrag kommt mit unserer Bestätigung per E-Mail zustande, unter der Bedingung, dass die Ware der Beschreibung entspricht.',
        'Sie senden die Ware versichert und auf Ihr Risiko an die Ankaufsadresse der Bestätigung, bringen sie in eine Filiale oder verwenden für Altmetall die Altmetall-Box (nur für reine Altmetall-Aufträge bis {{scrapBoxMaximum}}). Legen Sie die Bestellnummer oder den ausgedruckten Begleitschein bei. Waren in Ihrem Edelmetalldepot kaufen wir direkt aus dem Depot an; zollfrei gelagerte Ware verkaufen Sie über unseren Kundenservice.',
        'Wir prüfen jede Ware auf Echtheit, Gewicht und Feingehalt; Altgold und Zahngold werden geschieden bzw. analysiert. Weicht das Ergebnis von Ihren Angaben ab, erhalten Sie ein neues, verbindliches Angebot. Nehmen Sie es nicht an, senden wir Ihnen die Ware versichert zurück. Nach erfolgreicher Prüfung überweisen wir den Betrag innerhalb von 2 Werktagen auf das angegebene Konto oder zahlen ihn in der Filiale bar aus (bar höchstens {{cashPayoutMaximum}}).',
        'Ware, die Sie mit einem Gutschein gekauft haben, kaufen wir innerhalb von {{couponSellBackDays}} Tagen nach dem Kauf höchstens zu dem Preis zurück, den Sie dafür bezahlt haben.',
        '## 6. Verwahrung im Edelmetalldepot',
        'Mit einem Kundenkonto können Sie in jedem Shop ein Edelmetalldepot eröffnen. Wählen Sie beim Kauf die Lieferart „Verwahrung“, lagern wir die Ware für Sie ein, statt sie zu versenden. Das Depot zeigt Ihre Bestände mit ihrem aktuellen Wert.',
        'Wir verwahren die Ware in Hochsicherheitstresoren getrennt von unserem eigenen Vermögen; sie bleibt Ihr Eigentum (Sondereigentum) und fällt auch bei unserer Insolvenz nicht in die Insolvenzmasse. Der Bestand ist zum vollen Marktwert gegen Diebstahl, Raub, Verlust und Zerstörung versichert; die Versicherung ist im Verwahrentgelt enthalten.',
        'Das Verwahrentgelt beträgt **{{depositFeePercent}} pro Jahr** (inklusive Versicherung, zuzüglich Umsatzsteuer) vom durchschnittlichen Marktwert des Depots. Wir verrechnen es jährlich im Nachhinein; endet die Verwahrung unterjährig, anteilig.',
        'Silber nehmen wir nur in die Verwahrung, wenn es zollfrei gelagert wird. Aus dem Depot verkaufen Sie online jederzeit zum aktuellen Ankaufspreis, höchstens so viel, wie das Depot enthält. Die Auslieferung von Beständen oder die Auflösung des Depots beauftragen Sie über unseren Kundenservice; Versand und gegebenenfalls Umsatzsteuer bei der Auslieferung zollfrei gelagerter Ware trägt dann der Kunde.',
        '## 7. Limit-Orders',
        'Mit einem Kundenkonto können Sie eine Limit-Order erteilen: einen Auftrag, eine bestimmte Menge eines Produkts zu kaufen, sobald unser Verkaufspreis den Zielpreis erreicht oder unterschreitet, oder zu verkaufen, sobald unser Ankaufspreis ihn erreicht oder übersteigt. Der Zielpreis beträgt höchstens {{limitOrderMaximum}} je Stück. Sie legen fest, bis zu welchem Zeitpunkt die Limit-Order gilt; bis dahin können Sie sie ändern oder löschen.',
        'Wir prüfen Limit-Orders bei jeder Preisberechnung, also {{priceRecalcEvery}}. Ist der Zielpreis erreicht, führen wir die Limit-Order zum dann aktuellen Preis aus, der mindestens so günstig ist wie der Zielpreis, und schicken Ihnen die Bestellbestätigung. Ein Preis, der den Zielpreis nur zwischen zwei Berechnungen erreicht, löst keine Ausführung aus; einen Anspruch auf Ausführung gibt es nicht.',
        'Eine ausgeführte Kauf-Limit-Order ist eine Bestellung wie jede andere: Sie wird an Ihre Standard-Lieferadresse versandt und ist per Überweisung innerhalb der Zahlungsfrist nach Punkt 3 zu bezahlen, gerechnet ab der Ausführung; für verkaufte Ware gilt Punkt 5. Fehlt bei der Ausführung eine Standardadresse, würde der Auftrag ein Limit überschreiten oder ist das Produkt nicht mehr erhältlich, führen wir die Limit-Order nicht aus, setzen sie mit dem Grund auf inaktiv und teilen Ihnen das im Kundenkonto mit. Eine abgelaufene Limit-Order wird ebenfalls inaktiv.',
        '## 8. Rücktrittsrecht',
        `Für Edelmetallprodukte, deren Preis von Schwankungen auf dem Finanzmarkt abhängt, besteht kein Rücktrittsrecht. Einzelheiten und das Rücktrittsrecht für Zubehör und Geschenkartikel finden Sie in der [Widerrufsbelehrung](${pathOf('cancellation', 'de')}).`,
        '## 9. Gewährleistung und Haftung',
        'Es gelten die gesetzlichen Gewährleistungsbestimmungen. Für Schäden haften wir bei Vorsatz und grober Fahrlässigkeit; bei leichter Fahrlässigkeit nur für Personenschäden und für die Verletzung wesentlicher Vertragspflichten. Zwingende Ansprüche nach dem Produkthaftungsgesetz bleiben unberührt.',
        '## 10. Datenschutz, anwendbares Recht und Gerichtsstand',
        `Wie wir Ihre Daten verarbeiten, erklärt die [Datenschutzerklärung](${pathOf('privacy', 'de')}). Es gilt österreichisches Recht unter Ausschluss des UN-Kaufrechts und der Verweisungsnormen; Verbraucherinnen und Verbrauchern bleibt der Schutz der zwingenden Bestimmungen ihres Aufenthaltsstaats erhalten. Gerichtsstand für Unternehmer ist Wien Innere Stadt; für Klagen gegen Verbraucherinnen und Verbraucher gilt § 14 KSchG.`,
        'Sollte eine Bestimmung dieser AGB unwirksam sein, bleiben die übrigen wirksam. Die englische Fassung dient der Information; maßgeblich ist die deutsche Fassung.',
      ],
    },
    en: {
      title: 'Terms and conditions',
      description:
        'Terms of Aurum & Argentum Edelmetallhandel GmbH for buying, selling to us, payment, safekeeping in the precious-metal deposit and limit orders.',
      supersedes: ['1f34f56e04ef23e34684b8f1', 'fba77ac84695b32bcb4970a7'],
      body: [
        'Version of November 2026. These terms and conditions apply to every contract you conclude with Aurum & Argentum Edelmetallhandel GmbH, Kärntner Ring 12, 1010 Vienna, Austria ("we"), through this online shop, by phone or in our branches. Other terms apply only if we agree to them in writing. For consumers within the meaning of the Austrian Consumer Protection Act (KSchG) its mandatory provisions remain unaffected.',
        '## 1. Prices',
        'Prices of precious-metal products follow the market price of the metal. We recalculate them {{priceRecalcEvery}}; every price shown applies until the next recalculation. All prices are in the currency of the chosen shop and include VAT where it is due (investment gold is exempt; silver carries the standard rate or the margin scheme depending on the product, as stated with the product).',
        'On the review page we hold the prices of your cart for {{quoteLockDuration}}. If you order within that time, that price applies. After it, or if the price has changed when you order, we show you the new price and you decide whether to order at it; without your confirmation no order is placed.',
        '## 2. Buying: order and contract',
        'The products shown in the shop are not a binding offer. By clicking "Order with obligation to pay" on the review page you make a binding offer to buy the goods in the cart at the prices confirmed there. The contract is concluded when we accept your order with the order confirmation by e-mail, which states your order number.',
        'The minimum order is {{minimumOrder}}; a cart may hold at most {{cartMaximum}}. Your buy orders within 24 hours may come to at most {{orderLimit24h}} together. Goods that are no longer available cannot be ordered; we tell you so before you order.',
        '## 3. Payment, payment deadline and cancellation for non-payment',
        'You pay by bank transfer to our account named in the order confirmation, quoting your order number as the reference, or in cash when you pick up in a branch. Cash payment is possible only if you pick up the goods in the branch within 5 working days. For cash payments of {{amlCashThreshold}} or more, alone or together with your other cash payments, we must establish your identity from an official photo ID. We do not currently accept cards or PayPal.',
        'The price is due when the contract is concluded and must reach our account within **{{paymentDeadlineDays}} days** of the order confirmation. As we buy in the metal for you at the confirmed price, we carry the price risk until your payment arrives.',
        'If the payment does not arrive in time, we remind you by e-mail and give you a further period of at least 3 days. If you do not pay within that period either, we may withdraw from the contract (section 918 of the Austrian Civil Code, ABGB) and cancel the order; we tell you so by e-mail. If the price of the goods has fallen by then, we may claim the loss as damages if you are responsible for the delay. Any part payment is refunded, less that amount where applicable.',
        '## 4. Delivery, pick-up and retention of title',
        'We ship only after full payment, insured and in neutral packaging, within 3–5 working days. The Austrian and German shops deliver to Austria and Germany, the Swiss and Liechtenstein shops to those two countries, the US shop within the United States. For pick-up you receive the goods in the branch you chose on showing a photo ID.',
        'For consumers the risk passes only when the goods are handed over to them. The goods remain our property until paid in full.',
        '## 5. Selling to us',
        'You can sell us bars, coins, scrap gold, dental gold and other precious metal. By clicking "Sell with obligation" you make a binding offer at the buying prices confirmed on the review page; section 1 applies to how long they hold. The contract is concluded with our confirmation by e-mail, on condition that the goods match their description.',
        'You send the goods insured and at your own risk to the receiving address in the confirmation, bring them to a branch, or use the scrap metal box for scrap (only for orders of scrap alone up to {{scrapBoxMaximum}}). Enclose the order number or the printed accompanying slip. Goods in your precious-metal deposit we buy straight from the deposit; goods stored duty-free you sell through our customer service.',
        'We check every item for authenticity, weight and fineness; scrap and dental gold are assayed. If the result differs from your details, you receive a new binding offer. If you do not accept it, we return the goods to you insured. After a successful check we transfer the amount to the account you gave within 2 working days or pay it out in cash in the branch (cash at most {{cashPayoutMaximum}}).',
        'Goods you bought with a coupon we buy back within {{couponSellBackDays}} days of the purchase at no more than the price you paid for them.',
        '## 6. Safekeeping in the precious-metal deposit',
        'With a customer account you can open a precious-metal deposit in each shop. If you choose the delivery method "Deposit" when buying, we store the goods for you instead of shipping them. The deposit shows your holdings with their current value.',
        'We keep the goods in high-security vaults separate from our own assets; they remain your property and do not form part of our estate even in insolvency. The holdings are insured at full market value against theft, robbery, loss and destruction; the insurance is included in the custody fee.',
        'The custody fee is **{{depositFeePercent}} a year** (insurance included, plus VAT) of the average market value of the deposit. We charge it yearly in arrears, pro rata if the safekeeping ends during the year.',
        'We accept silver for safekeeping only if it is stored duty-free. You can sell from the deposit online at any time at the current buying price, up to what the deposit holds. Delivery of holdings or closing the deposit is arranged through our customer service; shipping and, where applicable, VAT on delivering goods stored duty-free are then borne by the customer.',
        '## 7. Limit orders',
        'With a customer account you can place a limit order: an order to buy a quantity of a product as soon as our selling price reaches or falls below your target price, or to sell it as soon as our buying price reaches or rises above it. The target price is at most {{limitOrderMaximum}} per unit. You set until when the limit order is valid; until then you can change or delete it.',
        'We check limit orders at every price calculation, that is {{priceRecalcEvery}}. When the target is reached, we execute the limit order at the price current then, which is at least as good as the target, and send you the order confirmation. A price that reaches the target only between two calculations does not trigger execution; there is no right to execution.',
        'An executed buy limit order is an order like any other: it is shipped to your default delivery address and is to be paid by bank transfer within the payment deadline of section 3, counted from execution; for goods sold, section 5 applies. If a default address is missing at execution, the order would exceed a limit, or the product is no longer available, we do not execute the limit order, set it inactive with the reason and show you this in your customer account. An expired limit order becomes inactive as well.',
        '## 8. Right of withdrawal',
        `There is no right of withdrawal for precious-metal products whose price depends on fluctuations in the financial market. Details and the right of withdrawal for accessories and gift items are in the [cancellation policy](${pathOf('cancellation', 'en')}).`,
        '## 9. Warranty and liability',
        'The statutory warranty provisions apply. We are liable for damage caused intentionally or by gross negligence; for slight negligence only for personal injury and for breach of essential contractual duties. Mandatory claims under the Product Liability Act remain unaffected.',
        '## 10. Data protection, applicable law and jurisdiction',
        `How we process your data is explained in the [privacy policy](${pathOf('privacy', 'en')}). Austrian law applies, excluding the UN Convention on Contracts for the International Sale of Goods and the conflict-of-law rules; consumers keep the protection of the mandatory provisions of the country where they live. For businesses the place of jurisdiction is Vienna Inner City; actions against consumers follow section 14 KSchG.`,
        'Should a provision of these terms be invalid, the others remain valid. The English version is for information; the German version prevails.',
      ],
    },
  },
  cancellation: {
    de: {
      title: 'Widerrufsbelehrung',
      description:
        'Rücktrittsrecht nach dem FAGG: kein Rücktrittsrecht für Edelmetall, dessen Preis vom Finanzmarkt abhängt (§ 18 Abs. 1 Z 2 FAGG); 14 Tage für Zubehör und Geschenkartikel.',
      supersedes: ['b5f6e317ce60bea3c0bec104'],
      body: [
        'Als Verbraucherin oder Verbraucher haben Sie bei Verträgen, die Sie über diesen Online-Shop, per E-Mail oder Telefon mit uns schließen (Fernabsatzverträge), grundsätzlich ein Rücktrittsrecht nach dem Fern- und Auswärtsgeschäfte-Gesetz (FAGG). Für Edelmetall gilt davon eine gesetzliche Ausnahme.',
        '## 1. Kein Rücktrittsrecht für Edelmetall',
        'Nach **§ 18 Abs. 1 Z 2 FAGG** besteht kein Rücktrittsrecht bei Verträgen über Waren, deren Preis von Schwankungen auf dem Finanzmarkt abhängt, auf die wir keinen Einfluss haben und die innerhalb der Rücktrittsfrist auftreten können (in Umsetzung von Art. 16 lit. b der Verbraucherrechte-Richtlinie 2011/83/EU).',
        'Das betrifft alle Waren, deren Preis wir laufend aus dem Edelmetallpreis berechnen ({{priceRecalcEvery}}): Barren und Anlagemünzen aus Gold, Silber, Platin und Palladium sowie numismatische Münzen mit Edelmetallpreis. Solche Käufe sind mit der Bestellung verbindlich, auch bei Limit-Orders mit ihrer Ausführung. Sie können diese Waren jederzeit zum aktuellen Ankaufspreis an uns verkaufen.',
        'Wenn Sie uns Edelmetall verkaufen, sind Sie Verkäuferin oder Verkäufer; das Rücktrittsrecht des FAGG gilt dafür nicht. Was gilt, wenn die Prüfung Ihrer Ware eine Abweichung ergibt, regeln unsere [AGB](' +
          pathOf('terms', 'de') +
          ').',
        '## 2. Rücktrittsrecht für Zubehör und Geschenkartikel',
        'Für Zubehör (etwa Münzkapseln, Etuis, Tresore) und Geschenkartikel, deren Preis nicht vom Edelmetallpreis abhängt, haben Sie das folgende Rücktrittsrecht.',
        '### Rücktrittsfrist',
        'Sie können binnen 14 Tagen ohne Angabe von Gründen von diesem Vertrag zurücktreten. Die Frist beträgt 14 Tage ab dem Tag, an dem Sie oder ein von Ihnen benannter Dritter, der nicht der Beförderer ist, die Waren in Besitz genommen haben; bei mehreren getrennt gelieferten Waren ab Erhalt der letzten Ware.',
        '### Ausübung',
        `Um Ihr Rücktrittsrecht auszuüben, müssen Sie uns (Aurum & Argentum Edelmetallhandel GmbH, Kärntner Ring 12, 1010 Wien, Telefon +43 1 513 98 00, E-Mail ${mail}) mittels einer eindeutigen Erklärung (etwa Brief oder E-Mail) über Ihren Entschluss informieren, von diesem Vertrag zurückzutreten. Sie können dafür das Muster-Widerrufsformular unten verwenden, das jedoch nicht vorgeschrieben ist. Zur Wahrung der Frist reicht es, dass Sie die Erklärung vor Ablauf der Frist absenden.`,
        '### Folgen des Rücktritts',
        'Wenn Sie zurücktreten, erstatten wir Ihnen alle Zahlungen, die wir von Ihnen erhalten haben, einschließlich der Lieferkosten (ausgenommen Mehrkosten einer anderen als der günstigsten Standardlieferung), unverzüglich und spätestens binnen 14 Tagen ab Eingang Ihrer Rücktrittserklärung. Wir verwenden dasselbe Zahlungsmittel wie Sie, außer es wurde ausdrücklich etwas anderes vereinbart; Entgelte berechnen wir dafür nicht. Wir können die Rückzahlung verweigern, bis wir die Waren zurückerhalten haben oder Sie nachgewiesen haben, dass Sie sie abgesandt haben.',
        'Senden Sie die Waren unverzüglich und spätestens binnen 14 Tagen ab Ihrem Rücktritt an uns zurück oder geben Sie sie in einer Filiale ab. Die Kosten der Rücksendung tragen wir. Für einen Wertverlust der Waren müssen Sie nur aufkommen, wenn er auf einen Umgang mit ihnen zurückgeht, der zur Prüfung ihrer Beschaffenheit, Eigenschaften und Funktionsweise nicht notwendig war.',
        '### Freiwillige Rückgabe binnen 30 Tagen',
        'Über das gesetzliche Rücktrittsrecht hinaus nehmen wir Zubehör und Geschenkartikel in unbenutztem Zustand innerhalb von 30 Tagen ab Erhalt kostenlos zurück. Ihre gesetzlichen Rechte bleiben davon unberührt.',
        '## 3. Muster-Widerrufsformular',
        'Wenn Sie den Vertrag widerrufen wollen, füllen Sie bitte dieses Formular aus und senden Sie es zurück:',
        `> An Aurum & Argentum Edelmetallhandel GmbH, Kärntner Ring 12, 1010 Wien, E-Mail ${mail}: Hiermit widerrufe(n) ich/wir den von mir/uns abgeschlossenen Vertrag über den Kauf der folgenden Waren: … / Bestellt am … / erhalten am … / Bestellnummer … / Name … / Anschrift … / Datum … / Unterschrift (nur bei Mitteilung auf Papier)`,
      ],
    },
    en: {
      title: 'Cancellation policy',
      description:
        'Right of withdrawal under the Austrian Distance and Off-Premises Contracts Act: none for precious metals whose price depends on the financial market (section 18 (1) 2 FAGG); 14 days for accessories and gift items.',
      supersedes: ['c96975a9547a371e6208bf70'],
      body: [
        'As a consumer you generally have a right of withdrawal from contracts you conclude with us through this online shop, by e-mail or by phone (distance contracts) under the Austrian Distance and Off-Premises Contracts Act (FAGG). The law makes an exception for precious metals.',
        '## 1. No right of withdrawal for precious metals',
        'Under **section 18 (1) 2 FAGG** there is no right of withdrawal from contracts for goods whose price depends on fluctuations in the financial market which we cannot control and which may occur within the withdrawal period (implementing Art. 16(b) of the Consumer Rights Directive 2011/83/EU).',
        'This covers all goods whose price we calculate continuously from the precious-metal price ({{priceRecalcEvery}}): bars and bullion coins of gold, silver, platinum and palladium and numismatic coins priced by their metal. Such purchases are binding once ordered, and limit orders once executed. You can sell these goods back to us at any time at the current buying price.',
        'When you sell precious metal to us, you are the seller; the FAGG right of withdrawal does not apply. What happens if the check of your goods finds a difference is set out in our [terms and conditions](' +
          pathOf('terms', 'en') +
          ').',
        '## 2. Right of withdrawal for accessories and gift items',
        'For accessories (such as coin capsules, cases, safes) and gift items whose price does not depend on the precious-metal price you have the following right of withdrawal.',
        '### Withdrawal period',
        'You may withdraw from this contract within 14 days without giving any reason. The period is 14 days from the day on which you, or a third party other than the carrier named by you, took possession of the goods; for several goods delivered separately, from receipt of the last one.',
        '### How to withdraw',
        `To exercise your right of withdrawal, you must inform us (Aurum & Argentum Edelmetallhandel GmbH, Kärntner Ring 12, 1010 Vienna, Austria, phone +43 1 513 98 00, e-mail ${mail}) of your decision to withdraw from this contract by an unequivocal statement (such as a letter or an e-mail). You may use the model withdrawal form below, but it is not obligatory. To meet the deadline, it is enough that you send your statement before the period has expired.`,
        '### Effects of withdrawal',
        'If you withdraw, we refund all payments received from you, including the costs of delivery (except the extra costs of a delivery other than the least expensive standard delivery), without undue delay and at the latest within 14 days of receiving your withdrawal. We use the same means of payment as you did unless expressly agreed otherwise; you are not charged any fees for it. We may withhold the refund until we have received the goods back or you have shown that you have sent them.',
        'Send the goods back to us, or hand them in at a branch, without undue delay and at the latest within 14 days of your withdrawal. We bear the cost of returning them. You are liable only for a loss in value of the goods resulting from handling other than what is necessary to establish their nature, characteristics and functioning.',
        '### Voluntary return within 30 days',
        'Beyond the statutory right of withdrawal we take back accessories and gift items in unused condition free of charge within 30 days of receipt. Your statutory rights remain unaffected.',
        '## 3. Model withdrawal form',
        'If you wish to withdraw from the contract, please complete and return this form:',
        `> To Aurum & Argentum Edelmetallhandel GmbH, Kärntner Ring 12, 1010 Vienna, Austria, e-mail ${mail}: I/We hereby give notice that I/We withdraw from my/our contract of sale of the following goods: … / Ordered on … / received on … / Order number … / Name … / Address … / Date … / Signature (only if this form is notified on paper)`,
      ],
    },
  },
};

export const legalStories = split(
  legalPages.map(({ key, slug }) => {
    const story = (language: Language) => {
      const { title, description, body, supersedes } = texts[key][language];
      return page(slug[language], title, [richText(...body)], description, supersedes);
    };
    return { de: story('de'), en: story('en') };
  }),
);
