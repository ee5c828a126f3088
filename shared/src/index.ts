// The curated entry of @bizcard/shared. Apps import the subpaths (`@bizcard/shared/api`, `/auth`,
// `/stores`, `/ui`, `/schemas`, `/roles`) so each loads only what it uses.
export * from './roles';
