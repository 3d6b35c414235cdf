/** How many matches the header's suggestions show, and the most the results page (/products?q=) asks for. */
export const SUGGESTION_LIMIT = 8;
export const SEARCH_PAGE_LIMIT = 100;
