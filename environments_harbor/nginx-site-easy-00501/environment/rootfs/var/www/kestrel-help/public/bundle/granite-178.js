/* kestrel-help js 0.721539 */
