// What each virtual customer of the load mix does next: one action picked by weight.

/**
 * The actions and their default weights (shares of the actions started). Search and checkout
 * stand 10 : 1, as the targets (500 searches and 50 orders a second) do.
 */
export const defaultWeights = {
  browse: 10, // a shop page, rendered by the edge
  search: 50, // the catalogue search through the edge
  prices: 15, // metal prices and a product's prices
  cart: 10, // a guest cart: created, a line put, read back
  checkout: 5, // a guest order placed from a filled cart, with an idempotency key
  signIn: 2, // a demo customer signs in
};

/**
 * "search=60,checkout=0" over the defaults; throws on an unknown action or a weight that is not
 * a non-negative number, and when no weight is left above 0.
 */
export function parseWeights(text, defaults = defaultWeights) {
  const weights = { ...defaults };
  for (const part of (text ?? '').split(',').map((item) => item.trim())) {
    if (part === '') continue;
    const [name, value, ...rest] = part.split('=');
    if (!(name in defaults)) {
      throw new Error(`unknown action "${name}" (known: ${Object.keys(defaults).join(', ')})`);
    }
    const weight = Number(value);
    if (rest.length > 0 || value === undefined || value.trim() === '' || !(weight >= 0)) {
      throw new Error(`weight of ${name} must be a number >= 0, got "${value}"`);
    }
    weights[name] = weight;
  }
  if (Object.values(weights).every((weight) => weight === 0)) {
    throw new Error('every weight is 0: nothing to run');
  }
  return weights;
}

/**
 * A picker over `weights` that maps `random()` (0 <= r < 1) onto the actions in proportion to
 * their weights; actions weighted 0 never come.
 */
export function weightedPicker(weights) {
  const entries = Object.entries(weights).filter(([, weight]) => weight > 0);
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  return (random) => {
    let left = random() * total;
    for (const [name, weight] of entries) {
      left -= weight;
      if (left < 0) return name;
    }
    return entries[entries.length - 1][0];
  };
}
