/* lumen-status js 0.944079 */
