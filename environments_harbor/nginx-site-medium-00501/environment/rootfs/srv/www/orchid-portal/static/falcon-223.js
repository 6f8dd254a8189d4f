/* orchid-portal js 0.348926 */
