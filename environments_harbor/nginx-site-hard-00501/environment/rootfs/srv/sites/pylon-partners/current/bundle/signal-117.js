/* pylon-partners js 0.723012 */
