import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { NeedsScript } from '@shop/app-state';
import { Button, ChevronLeftIcon, ChevronRightIcon, IconButton } from '@shop/ui';
import { BannerBlock } from './BannerBlock';
import type { BlockProps } from '../types';

const prefersReducedMotion = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Banners one at a time (WAI-ARIA carousel pattern). Autoplay, when the editor sets it, starts
 * only without reduced-motion, stops while the pointer or focus is inside, and has a visible
 * stop button; the slides never move while someone reads or operates them.
 */
export function SliderBlock({ block, leading = false }: BlockProps<'slider'>) {
  const intl = useIntl();
  const id = useId();
  const count = block.slides.length;
  const [current, setCurrent] = useState(0);
  const autoplay = (block.autoplaySeconds ?? 0) > 0 && count > 1;
  const [playing, setPlaying] = useState(() => autoplay && !prefersReducedMotion());
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (!playing || paused) return;
    const timer = window.setInterval(
      () => setCurrent((index) => (index + 1) % count),
      (block.autoplaySeconds ?? 0) * 1000,
    );
    return () => window.clearInterval(timer);
  }, [playing, paused, count, block.autoplaySeconds]);

  const go = (index: number) => setCurrent((index + count) % count);
  const t = intl.formatMessage;
  return (
    <section
      className="content-block content-slider"
      aria-roledescription="carousel"
      aria-label={t({ id: 'content.slider.label' })}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPaused(false);
      }}
    >
      {count > 1 ? (
        <div className="content-slider__controls">
          {autoplay ? (
            <Button variant="ghost" size="sm" onClick={() => setPlaying((p) => !p)}>
              {t({ id: playing ? 'content.slider.pause' : 'content.slider.play' })}
            </Button>
          ) : null}
          <IconButton
            label={t({ id: 'content.slider.previous' })}
            icon={<ChevronLeftIcon />}
            variant="outline"
            aria-controls={id}
            onClick={() => go(current - 1)}
          />
          <IconButton
            label={t({ id: 'content.slider.next' })}
            icon={<ChevronRightIcon />}
            variant="outline"
            aria-controls={id}
            onClick={() => go(current + 1)}
          />
        </div>
      ) : null}
      {/* Announced only when the visitor moves on, not on every autoplay step. */}
      <div
        id={id}
        className="content-slider__slides"
        aria-live={playing && !paused ? 'off' : 'polite'}
      >
        {block.slides.map((slide, index) => (
          <div
            key={slide._uid}
            role="group"
            aria-roledescription="slide"
            aria-label={t({ id: 'content.slider.slide' }, { index: index + 1, count })}
            hidden={index !== current}
            className="content-slider__slide"
          >
            <BannerBlock block={slide} leading={leading && index === 0} />
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className="content-slider__dots">
          {block.slides.map((slide, index) => (
            <NeedsScript key={slide._uid}>
              {(dotsDisabled) => (
                <button
                  type="button"
                  disabled={dotsDisabled}
                  className="content-slider__dot"
                  aria-label={t({ id: 'content.slider.goTo' }, { index: index + 1 })}
                  aria-current={index === current ? 'true' : undefined}
                  onClick={() => go(index)}
                />
              )}
            </NeedsScript>
          ))}
        </div>
      ) : null}
    </section>
  );
}
