/* lumen-status js 0.937122 */
