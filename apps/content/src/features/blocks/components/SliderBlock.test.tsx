import { act, fireEvent, screen } from '@testing-library/react';
import type { ContentBlock } from '@shop/api-client';
import { SliderBlock } from './SliderBlock';
import { renderBlock } from '../../../test/render-block';

type Slider = Extract<ContentBlock, { component: 'slider' }>;

const slide = (uid: string, headline: string) => ({
  _uid: uid,
  component: 'banner' as const,
  headline,
  image: { src: `/images/${uid}.svg`, alt: headline },
});

const slider = (autoplaySeconds?: number): Slider => ({
  _uid: 's',
  component: 'slider',
  slides: [slide('a', 'Krügerrand'), slide('b', 'Philharmoniker'), slide('c', 'Maple Leaf')],
  ...(autoplaySeconds !== undefined ? { autoplaySeconds } : {}),
});

const visibleHeadline = () => screen.getByRole('heading', { level: 2 }).textContent;

describe('SliderBlock', () => {
  afterEach(() => jest.useRealTimers());

  it('shows one slide at a time and moves with the previous, next and dot buttons', () => {
    renderBlock(<SliderBlock block={slider()} />, 'de');
    expect(screen.getByRole('region', { name: 'Empfehlungen' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    expect(visibleHeadline()).toBe('Krügerrand');
    fireEvent.click(screen.getByRole('button', { name: 'Nächste Folie' }));
    expect(visibleHeadline()).toBe('Philharmoniker');
    fireEvent.click(screen.getByRole('button', { name: 'Vorherige Folie' }));
    fireEvent.click(screen.getByRole('button', { name: 'Vorherige Folie' }));
    expect(visibleHeadline()).toBe('Maple Leaf');
    fireEvent.click(screen.getByRole('button', { name: 'Folie 1 zeigen' }));
    expect(visibleHeadline()).toBe('Krügerrand');
    expect(screen.getByRole('button', { name: 'Folie 1 zeigen' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByRole('group', { name: 'Folie 1 von 3' })).toBeVisible();
    // Without autoplay there is nothing to stop.
    expect(screen.queryByRole('button', { name: 'Diashow anhalten' })).not.toBeInTheDocument();
  });

  it('autoplays, halts while focus is inside, and stops for good with its button', () => {
    jest.useFakeTimers();
    renderBlock(<SliderBlock block={slider(5)} />, 'en');
    act(() => jest.advanceTimersByTime(5000));
    expect(visibleHeadline()).toBe('Philharmoniker');
    const region = screen.getByRole('region', { name: 'Highlights' });
    fireEvent.focus(screen.getByRole('button', { name: 'Next slide' }));
    act(() => jest.advanceTimersByTime(15000));
    expect(visibleHeadline()).toBe('Philharmoniker');
    fireEvent.blur(screen.getByRole('button', { name: 'Next slide' }), {
      relatedTarget: document.body,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Stop the slideshow' }));
    act(() => jest.advanceTimersByTime(15000));
    expect(visibleHeadline()).toBe('Philharmoniker');
    expect(screen.getByRole('button', { name: 'Start the slideshow' })).toBeInTheDocument();
    expect(region).toBeInTheDocument();
  });

  it('does not autoplay for visitors who prefer reduced motion', () => {
    jest.useFakeTimers();
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: query.includes('reduce'),
    })) as typeof window.matchMedia;
    try {
      renderBlock(<SliderBlock block={slider(5)} />, 'en');
      act(() => jest.advanceTimersByTime(20000));
      expect(visibleHeadline()).toBe('Krügerrand');
      expect(screen.getByRole('button', { name: 'Start the slideshow' })).toBeInTheDocument();
    } finally {
      window.matchMedia = matchMedia;
    }
  });
});
