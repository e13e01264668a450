/** The service worker's cache of post images; the saved page empties it with the posts. */
export const IMAGE_CACHE = 'newshub-images'
