import { fireEvent, screen, within } from '@testing-library/react';
import type { RichTextDocument } from '@shop/api-client';
import { AccordionBlock, FaqBlock } from './DisclosureBlocks';
import { BannerBlock } from './BannerBlock';
import { ButtonBlock } from './ButtonBlock';
import { ContactDataBlock } from './ContactDataBlock';
import { HowToSellBlock } from './HowToSellBlock';
import { TableBlock } from './TableBlock';
import { TitleBlock } from './TitleBlock';
import { renderBlock } from '../../../test/render-block';

const text = (value: string): RichTextDocument => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text: value }] }],
});

describe('text and layout blocks', () => {
  it('title: a heading of the chosen level with its subtitle', () => {
    renderBlock(
      <TitleBlock
        block={{
          _uid: 't',
          component: 'title',
          text: 'Lagerung',
          level: 3,
          subtitle: 'Sicher verwahrt',
        }}
      />,
      'de',
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Lagerung' })).toBeInTheDocument();
    expect(screen.getByText('Sicher verwahrt')).toBeInTheDocument();
  });

  it('button: a shop path through the router, an https address as a plain link', () => {
    renderBlock(
      <>
        <ButtonBlock
          block={{ _uid: 'a', component: 'button', label: 'Unsere Filialen', link: '/filialen' }}
        />
        <ButtonBlock
          block={{
            _uid: 'b',
            component: 'button',
            label: 'Münze Österreich',
            link: 'https://www.muenzeoesterreich.at',
            variant: 'secondary',
          }}
        />
      </>,
      'de',
    );
    expect(screen.getByRole('link', { name: 'Unsere Filialen' })).toHaveAttribute(
      'href',
      '/filialen',
    );
    expect(screen.getByRole('link', { name: 'Münze Österreich' })).toHaveAttribute(
      'href',
      'https://www.muenzeoesterreich.at',
    );
  });

  it('banner: image with its text alternative, headline, text and link', () => {
    renderBlock(
      <BannerBlock
        block={{
          _uid: 'b',
          component: 'banner',
          headline: 'Krugerrand 1 oz',
          text: 'Minted since 1967.',
          image: { src: '/api/products/images/CGO-KRU-1OZ.svg', alt: 'Krugerrand 1 ounce gold' },
          link: '/en/product/krugerrand-1-oz-gold',
          linkLabel: 'See the Krugerrand',
        }}
      />,
      'en',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Krugerrand 1 oz' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Krugerrand 1 ounce gold' })).toHaveAttribute(
      'src',
      '/api/products/images/CGO-KRU-1OZ.svg',
    );
    expect(screen.getByRole('link', { name: 'See the Krugerrand' })).toHaveAttribute(
      'href',
      '/en/product/krugerrand-1-oz-gold',
    );
  });

  it('faq: questions open their answers, several at once', () => {
    renderBlock(
      <FaqBlock
        block={{
          _uid: 'f',
          component: 'faq',
          headline: 'Häufige Fragen',
          items: [
            { _uid: 'q1', question: 'Ist Anlagegold steuerfrei?', answer: text('Ja, in der EU.') },
            {
              _uid: 'q2',
              question: 'Wie lange dauert die Lieferung?',
              answer: text('3-5 Werktage.'),
            },
          ],
        }}
      />,
      'de',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Häufige Fragen' })).toBeInTheDocument();
    expect(screen.queryByText('Ja, in der EU.')).not.toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Ist Anlagegold steuerfrei?' }));
    fireEvent.click(screen.getByRole('button', { name: 'Wie lange dauert die Lieferung?' }));
    expect(screen.getByText('Ja, in der EU.')).toBeVisible();
    expect(screen.getByText('3-5 Werktage.')).toBeVisible();
  });

  it('accordion: one section at a time, headings below its headline', () => {
    renderBlock(
      <AccordionBlock
        block={{
          _uid: 'a',
          component: 'accordion',
          headline: 'Our history',
          items: [
            { _uid: 'i1', title: '1990', content: text('Founded in Vienna.') },
            { _uid: 'i2', title: '2010', content: text('Opened in Munich.') },
          ],
        }}
      />,
      'en',
    );
    fireEvent.click(screen.getByRole('button', { name: '1990' }));
    expect(screen.getByText('Founded in Vienna.')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: '2010' }));
    expect(screen.getByText('Opened in Munich.')).toBeVisible();
    expect(screen.queryByText('Founded in Vienna.')).not.toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: '1990' })).toBeInTheDocument();
  });

  it('table: caption, column heads and row heads', () => {
    renderBlock(
      <TableBlock
        block={{
          _uid: 't',
          component: 'table',
          caption: 'Versandkosten',
          head: ['Warenwert', 'Österreich'],
          rows: [
            ['bis 1.000 EUR', '15 EUR'],
            ['ab 1.000 EUR', 'kostenlos'],
          ],
        }}
      />,
      'de',
    );
    const table = screen.getByRole('table', { name: 'Versandkosten' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Warenwert', 'Österreich']);
    expect(within(table).getByRole('rowheader', { name: 'ab 1.000 EUR' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'kostenlos' })).toBeInTheDocument();
  });

  it('how-to-sell: numbered steps and the way to sell', () => {
    renderBlock(
      <HowToSellBlock
        block={{
          _uid: 'h',
          component: 'how-to-sell',
          headline: 'How to sell us your gold',
          steps: [
            { _uid: 's1', title: 'Check the price', text: 'Prices follow the spot price.' },
            { _uid: 's2', title: 'Get paid', text: 'Within two working days.' },
          ],
          link: '/en/sell-to-us',
          linkLabel: 'Sell to us',
        }}
      />,
      'en',
    );
    const steps = screen.getAllByRole('listitem');
    expect(steps).toHaveLength(2);
    expect(within(steps[1]!).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Step 2: Get paid',
    );
    expect(screen.getByRole('link', { name: 'Sell to us' })).toHaveAttribute(
      'href',
      '/en/sell-to-us',
    );
  });

  it('contact data: address with the country in the page language, phone and mail links', () => {
    renderBlock(
      <ContactDataBlock
        block={{
          _uid: 'c',
          component: 'contact-data',
          headline: 'Kontakt',
          company: 'Aurum & Argentum GmbH',
          street: 'Kärntner Straße 12',
          postalCode: '1010',
          city: 'Wien',
          country: 'AT',
          phone: '+43 1 512 34 56',
          email: 'service@aurum-argentum.example',
          openingHours: [{ days: 'Mo-Fr', hours: '9:00-18:00' }],
        }}
      />,
      'de',
    );
    expect(screen.getByText(/Kärntner Straße 12/)).toHaveTextContent('Österreich');
    expect(screen.getByRole('link', { name: '+43 1 512 34 56' })).toHaveAttribute(
      'href',
      'tel:+4315123456',
    );
    expect(screen.getByRole('link', { name: 'service@aurum-argentum.example' })).toHaveAttribute(
      'href',
      'mailto:service@aurum-argentum.example',
    );
    expect(screen.getByText('Öffnungszeiten')).toBeInTheDocument();
    expect(screen.getByText('Mo-Fr: 9:00-18:00')).toBeInTheDocument();
  });
});
