import { article, split } from './types';

type Post = [
  slug: string,
  date: string,
  tags: [string[], string[]],
  de: [string, string, string[]],
  en: [string, string, string[]],
];

/** Twelve blog posts: [slug, date, [German tags, English tags], [title, teaser, body] per language]. */
const posts: Post[] = [
  [
    'gold-oder-silber',
    '2025-02-03',
    [
      ['Gold', 'Silber', 'Einsteiger'],
      ['Gold', 'Silver', 'Beginners'],
    ],
    [
      'Gold oder Silber: Was passt zu Ihnen?',
      'Beide Metalle schützen vor Inflation, aber Silber schwankt stärker und ist steuerpflichtig.',
      [
        'Gold ist das klassische Wertaufbewahrungsmittel: hoher Wert auf wenig Raum, in der EU als Anlagegold mehrwertsteuerfrei.',
        'Silber ist zugleich Industriemetall. Sein Preis schwankt stärker, und auf Silber fällt Mehrwertsteuer an – in Österreich 20 %, in Deutschland 19 %.',
        '## Unsere Faustregel',
        'Wer Vermögen sichern will, setzt überwiegend auf Gold. Eine Beimischung von 10 bis 20 % Silber bringt Chancen, aber auch Schwankung.',
      ],
    ],
    [
      'Gold or silver: which suits you?',
      'Both metals guard against inflation, but silver swings more and is subject to VAT.',
      [
        'Gold is the classic store of value: high value in little space and VAT-exempt in the EU as investment gold.',
        'Silver is also an industrial metal. Its price swings more, and VAT applies – 20 % in Austria, 19 % in Germany.',
        '## Our rule of thumb',
        'To preserve wealth, hold mostly gold. Adding 10 to 20 % silver brings opportunity, but also volatility.',
      ],
    ],
  ],
  [
    'muenze-oder-barren',
    '2025-02-24',
    [
      ['Gold', 'Einsteiger'],
      ['Gold', 'Beginners'],
    ],
    [
      'Münze oder Barren?',
      'Barren haben den geringeren Aufschlag, Münzen lassen sich leichter verkaufen.',
      [
        'Je größer die Einheit, desto kleiner der Aufschlag: Ein 1-kg-Barren kostet pro Gramm weniger als zehn 100-g-Barren.',
        'Münzen wie Krügerrand oder Philharmoniker sind weltweit bekannt und werden überall angekauft. Sie sind daher gut für Teilverkäufe.',
        '- Barren: günstig pro Gramm, ideal für große Beträge\n- Münzen: flexibel, bekannt, etwas teurer',
      ],
    ],
    [
      'Coin or bar?',
      'Bars carry the lower premium, coins are easier to sell.',
      [
        'The bigger the unit, the smaller the premium: a 1 kg bar costs less per gram than ten 100 g bars.',
        'Coins like the Krugerrand or Philharmonic are known worldwide and bought back everywhere, which makes them good for partial sales.',
        '- Bars: cheap per gram, ideal for large amounts\n- Coins: flexible, well known, a little dearer',
      ],
    ],
  ],
  [
    'mehrwertsteuer-edelmetalle',
    '2025-03-17',
    [
      ['Steuern', 'Gold', 'Silber'],
      ['Tax', 'Gold', 'Silver'],
    ],
    [
      'Mehrwertsteuer auf Edelmetalle erklärt',
      'Anlagegold ist steuerfrei, Silber, Platin und Palladium nicht.',
      [
        'Die EU-Richtlinie 2006/112/EG befreit Anlagegold von der Mehrwertsteuer: Barren ab 995/1000 Feingehalt und Goldmünzen ab 900/1000, nach 1800 geprägt und gesetzliches Zahlungsmittel.',
        'Silbermünzen aus Drittländern wurden früher differenzbesteuert; seit 2014 gilt in Deutschland der Regelsteuersatz von 19 %. In Österreich gelten 20 %.',
        'In der Schweiz ist Anlagegold ebenfalls steuerfrei, auf Silber fallen 8,1 % an.',
      ],
    ],
    [
      'VAT on precious metals explained',
      'Investment gold is VAT-free, silver, platinum and palladium are not.',
      [
        'EU Directive 2006/112/EC exempts investment gold from VAT: bars of at least 995/1000 and gold coins of at least 900/1000 minted after 1800 that are legal tender.',
        'Silver coins from outside the EU used to be margin-taxed; since 2014 Germany applies the standard rate of 19 %. Austria applies 20 %.',
        'In Switzerland investment gold is VAT-free too, silver carries 8.1 %.',
      ],
    ],
  ],
  [
    'edelmetalle-sicher-lagern',
    '2025-04-07',
    [['Lagerung'], ['Storage']],
    [
      'Edelmetalle sicher lagern',
      'Zu Hause, im Bankschließfach oder im Zollfreilager: Kosten und Risiken im Vergleich.',
      [
        'Zu Hause ist das Metall jederzeit greifbar, aber die Hausratversicherung deckt meist nur wenige tausend Euro.',
        'Ein Bankschließfach kostet ab etwa 100 EUR im Jahr; der Inhalt ist oft nicht versichert.',
        'Im Zollfreilager lagert Ihr Metall vollversichert und getrennt vom Vermögen des Lagerhalters. Silber ist dort zudem mehrwertsteuerfrei, solange es lagert.',
      ],
    ],
    [
      'Storing precious metals safely',
      'At home, in a bank safe-deposit box or in a bonded warehouse: costs and risks compared.',
      [
        'At home the metal is always at hand, but household insurance usually covers only a few thousand euros.',
        'A bank safe-deposit box costs from about EUR 100 a year; its contents are often uninsured.',
        'In a bonded warehouse your metal is fully insured and segregated from the operator’s assets. Silver stored there is also free of VAT while it stays.',
      ],
    ],
  ],
  [
    'feingehalt-verstehen',
    '2025-05-05',
    [
      ['Wissen', 'Einsteiger'],
      ['Knowledge', 'Beginners'],
    ],
    [
      'Feingehalt verstehen',
      'Was 999,9, 916,7 und 585 bedeuten und wie viel Gold wirklich drin ist.',
      [
        'Der Feingehalt gibt an, wie viele Tausendstel einer Legierung reines Edelmetall sind.',
        '- 999,9: Feingold, etwa Philharmoniker und Maple Leaf\n- 916,7: 22 Karat, Krügerrand und American Eagle\n- 585: 14 Karat, typischer Schmuck',
        'Ein Krügerrand wiegt 33,93 g, enthält aber genau eine Unze (31,1 g) Feingold.',
      ],
    ],
    [
      'Understanding fineness',
      'What 999.9, 916.7 and 585 mean and how much gold is really inside.',
      [
        'Fineness states how many thousandths of an alloy are pure precious metal.',
        '- 999.9: fine gold, such as the Philharmonic and Maple Leaf\n- 916.7: 22 carat, Krugerrand and American Eagle\n- 585: 14 carat, typical jewellery',
        'A Krugerrand weighs 33.93 g but contains exactly one ounce (31.1 g) of fine gold.',
      ],
    ],
  ],
  [
    'spread-und-aufschlag',
    '2025-06-02',
    [
      ['Preise', 'Einsteiger'],
      ['Prices', 'Beginners'],
    ],
    [
      'Spread und Aufschlag: So entstehen unsere Preise',
      'Warum Kauf- und Verkaufspreis auseinanderliegen und wie Sie die Kosten senken.',
      [
        'Jeder Preis beginnt beim Spotpreis, dem Börsenpreis für eine Unze. Dazu kommt ein Aufschlag für Prägung, Transport und Handel.',
        'Der Spread ist der Abstand zwischen unserem Verkaufs- und Ankaufspreis. Bei großen Goldbarren liegt er unter 2 %, bei kleinen Silbermünzen deutlich höher.',
        'Tipp: Staffelpreise ab 10 oder 25 Stück senken den Aufschlag spürbar.',
      ],
    ],
    [
      'Spread and premium: how our prices are made',
      'Why buy and sell prices differ and how to keep costs down.',
      [
        'Every price starts at the spot price, the market price of one ounce. A premium for minting, transport and trading is added.',
        'The spread is the gap between our selling and buying price. For large gold bars it is under 2 %, for small silver coins much higher.',
        'Tip: tiered prices from 10 or 25 pieces lower the premium noticeably.',
      ],
    ],
  ],
  [
    'goldsparplan',
    '2025-07-07',
    [
      ['Gold', 'Strategie'],
      ['Gold', 'Strategy'],
    ],
    [
      'Regelmäßig kaufen statt den Zeitpunkt erraten',
      'Mit festen monatlichen Käufen glätten Sie Preisschwankungen.',
      [
        'Niemand kennt den besten Einstiegszeitpunkt. Wer monatlich einen festen Betrag anlegt, kauft bei niedrigen Preisen automatisch mehr.',
        'Kleine Einheiten wie 1-g- bis 10-g-Barren oder 1/10-oz-Münzen eignen sich dafür; ab 1 oz sinkt der Aufschlag deutlich.',
      ],
    ],
    [
      'Buy regularly instead of timing the market',
      'Fixed monthly purchases smooth out price swings.',
      [
        'Nobody knows the best moment to buy. Investing a fixed amount every month buys more when prices are low.',
        'Small units such as 1 g to 10 g bars or 1/10 oz coins suit this; from 1 oz the premium drops clearly.',
      ],
    ],
  ],
  [
    'platin-und-palladium',
    '2025-08-04',
    [
      ['Platin', 'Palladium'],
      ['Platinum', 'Palladium'],
    ],
    [
      'Platin und Palladium als Beimischung',
      'Die seltenen Industriemetalle bieten Chancen, schwanken aber stark.',
      [
        'Rund 40 % des Platins und über 80 % des Palladiums gehen in Autokatalysatoren. Nachfrage und Preis hängen daher stark an der Autoindustrie.',
        'Beide Metalle sind mehrwertsteuerpflichtig. Im Zollfreilager gekauft und gelagert entfällt die Steuer, solange das Metall dort bleibt.',
      ],
    ],
    [
      'Platinum and palladium as an addition',
      'The rare industrial metals offer opportunity but swing strongly.',
      [
        'About 40 % of platinum and over 80 % of palladium go into catalytic converters, so demand and price depend heavily on the car industry.',
        'Both metals carry VAT. Bought and stored in a bonded warehouse, no VAT is due while the metal stays there.',
      ],
    ],
  ],
  [
    'faelschungen-erkennen',
    '2025-09-01',
    [
      ['Sicherheit', 'Wissen'],
      ['Security', 'Knowledge'],
    ],
    [
      'Fälschungen erkennen',
      'Gewicht, Maße und Klang verraten viele Fälschungen – sicher ist nur die Prüfung.',
      [
        'Gefälschte Barren haben oft einen Wolframkern, weil Wolfram fast so dicht ist wie Gold.',
        '- Gewicht und Maße mit den Sollwerten vergleichen\n- Magnettest: Gold ist nicht magnetisch\n- Kaufen Sie nur bei Händlern, die jede Ware prüfen',
        'Wir prüfen jeden Ankauf mit Röntgenfluoreszenz und Ultraschall.',
      ],
    ],
    [
      'Spotting counterfeits',
      'Weight, size and ring reveal many fakes – only testing is certain.',
      [
        'Fake bars often have a tungsten core, as tungsten is almost as dense as gold.',
        '- Compare weight and dimensions with the specification\n- Magnet test: gold is not magnetic\n- Buy only from dealers who test every item',
        'We test every purchase by X-ray fluorescence and ultrasound.',
      ],
    ],
  ],
  [
    'gold-vererben',
    '2025-10-06',
    [
      ['Steuern', 'Strategie'],
      ['Tax', 'Strategy'],
    ],
    [
      'Gold verschenken und vererben',
      'Was Sie bei Schenkung und Erbe von Edelmetallen beachten sollten.',
      [
        'In Österreich gibt es seit 2008 keine Erbschafts- und Schenkungssteuer; Schenkungen über 50.000 EUR unter Angehörigen sind aber dem Finanzamt zu melden.',
        'In Deutschland gelten Freibeträge von 400.000 EUR für Kinder und 500.000 EUR für Ehepartner, alle zehn Jahre neu.',
        'Bewahren Sie Rechnungen auf: Sie belegen Kaufdatum und Preis.',
      ],
    ],
    [
      'Giving and bequeathing gold',
      'What to consider when gifting or inheriting precious metals.',
      [
        'Austria has had no inheritance or gift tax since 2008; gifts over EUR 50,000 between relatives must still be reported to the tax office.',
        'In Germany allowances of EUR 400,000 for children and EUR 500,000 for spouses apply, renewed every ten years.',
        'Keep your invoices: they prove purchase date and price.',
      ],
    ],
  ],
  [
    'spekulationsfrist',
    '2025-11-03',
    [
      ['Steuern', 'Gold'],
      ['Tax', 'Gold'],
    ],
    [
      'Steuern beim Verkauf von Gold',
      'Nach einem Jahr Haltedauer ist der Gewinn aus physischem Gold in Österreich und Deutschland steuerfrei.',
      [
        'Physisches Gold und Silber gelten steuerlich als private Wirtschaftsgüter. Verkaufen Sie innerhalb eines Jahres mit Gewinn, ist dieser einkommensteuerpflichtig.',
        'Nach Ablauf eines Jahres ist der Gewinn in beiden Ländern steuerfrei. Unsere Rechnung dokumentiert das Kaufdatum.',
      ],
    ],
    [
      'Tax when selling gold',
      'After one year of holding, gains on physical gold are tax-free in Austria and Germany.',
      [
        'For tax purposes physical gold and silver are private assets. If you sell at a gain within one year, the gain is subject to income tax.',
        'After one year the gain is tax-free in both countries. Our invoice documents the purchase date.',
      ],
    ],
  ],
  [
    'silbermuenzen-im-vergleich',
    '2025-12-01',
    [
      ['Silber', 'Münzen'],
      ['Silver', 'Coins'],
    ],
    [
      'Die beliebtesten Silbermünzen im Vergleich',
      'Maple Leaf, Philharmoniker, Britannia und American Eagle: Reinheit, Sicherheitsmerkmale, Aufschlag.',
      [
        'Alle vier enthalten eine Unze Feinsilber. Maple Leaf und Philharmoniker sind 999,9 fein, Britannia seit 2013 ebenfalls 999, American Eagle 999.',
        'Maple Leaf und Britannia tragen fälschungssichere Mikrogravuren. In der Tube zu 20 oder 25 Stück sinkt der Aufschlag.',
      ],
    ],
    [
      'The most popular silver coins compared',
      'Maple Leaf, Philharmonic, Britannia and American Eagle: purity, security features, premium.',
      [
        'All four contain one ounce of fine silver. Maple Leaf and Philharmonic are 999.9 fine, the Britannia 999 since 2013, the American Eagle 999.',
        'Maple Leaf and Britannia carry anti-counterfeit micro-engravings. In tubes of 20 or 25 the premium drops.',
      ],
    ],
  ],
];

export const blogStories = split(
  posts.map(([slug, date, [tagsDe, tagsEn], de, en]) => ({
    de: article({
      path: `blog/${slug}`,
      date: `${date}T08:00:00.000Z`,
      tags: tagsDe,
      title: de[0],
      teaser: de[1],
      body: de[2],
    }),
    en: article({
      path: `blog/${slug}`,
      date: `${date}T08:00:00.000Z`,
      tags: tagsEn,
      title: en[0],
      teaser: en[1],
      body: en[2],
    }),
  })),
);
