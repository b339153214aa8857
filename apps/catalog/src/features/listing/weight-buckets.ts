/**
 * Fine-weight ranges a visitor can narrow a listing to, in whole grams with inclusive bounds
 * (the API's weightMin/weightMax). Neighbouring ranges share their edge on purpose: "up to 10 g"
 * and "10 g to 1 oz" both hold a 10 g bar, as a customer reads them; 1 oz is 31.1 g.
 */
export const weightBuckets = {
  upTo10g: { weightMax: 10 },
  '10gTo1oz': { weightMin: 10, weightMax: 32 },
  '1ozTo100g': { weightMin: 31, weightMax: 100 },
  '100gTo1kg': { weightMin: 100, weightMax: 1000 },
  from1kg: { weightMin: 1000 },
} as const satisfies Record<string, { weightMin?: number; weightMax?: number }>;

export type WeightBucket = keyof typeof weightBuckets;
export const weightBucketKeys = Object.keys(weightBuckets) as WeightBucket[];
