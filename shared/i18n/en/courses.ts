// English, area "courses": filled in as its pages move into the catalogue (issue #30).
export const courses = {};
