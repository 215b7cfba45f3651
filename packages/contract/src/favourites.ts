/** Favourite numbers (shop-core §2 account area; shop-specialised §8 notifications). */

/** Body of `PUT /favourite-numbers`: one set of favourite numbers by set name. */
export interface FavouriteNumbersRequest {
  favouriteNumbers: Record<string, number[]>;
}

/** Answer of `PUT /favourite-numbers`: the saved set, and whether it replaced an earlier one. */
export interface FavouriteNumbersResult {
  favouriteNumbers: Record<string, number[]>;
  replaced: boolean;
}
