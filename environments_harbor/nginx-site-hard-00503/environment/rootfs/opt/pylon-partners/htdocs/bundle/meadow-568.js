/* pylon-partners js 0.126431 */
