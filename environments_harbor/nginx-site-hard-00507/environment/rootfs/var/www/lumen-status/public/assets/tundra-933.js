/* lumen-status js 0.413565 */
