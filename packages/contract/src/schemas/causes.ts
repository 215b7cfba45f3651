/** Schemas of the causes and favourite-numbers calls. */
import { z } from 'zod';

const key = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'This is not a valid identifier.');

/** `GET /causes?slug=&limit=`. */
export const causesQuerySchema = z.object({
  slug: key.optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});

/** `GET /causes/{key}`. */
export const causeParamsSchema = z.object({ key });

/** `PUT /favourite-numbers`: one set of favourite numbers, by set name (`Numbers`, `Powerball`). */
export const favouriteNumbersSchema = z.object({
  favouriteNumbers: z.record(
    z.string().regex(/^[A-Z][A-Za-z]*$/, 'Number set names start with a capital letter'),
    z.array(z.number().int().min(0).max(99)).max(50),
  ),
});
