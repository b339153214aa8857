import type { PreciousMetal } from '@shop/api-client/contract';

export interface Palette {
  light: string;
  mid: string;
  dark: string;
  ink: string;
}

/** Colours chosen to read as the metal on a white product card. */
export const palettes: Record<PreciousMetal | 'none', Palette> = {
  gold: { light: '#FFF1B8', mid: '#E8B941', dark: '#9C6B12', ink: '#5C3D05' },
  silver: { light: '#FFFFFF', mid: '#C9CED6', dark: '#7C838D', ink: '#3B4048' },
  platinum: { light: '#F4F7FB', mid: '#B3BDCB', dark: '#5E6B7D', ink: '#2E3846' },
  palladium: { light: '#FBF8F3', mid: '#CFC6BA', dark: '#857A6D', ink: '#423A31' },
  none: { light: '#F3F5F7', mid: '#B8C2CC', dark: '#5F6B78', ink: '#2F3A45' },
};
