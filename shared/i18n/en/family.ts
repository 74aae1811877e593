// English, area "family": filled in as its pages move into the catalogue (issue #30).
export const family = {};
