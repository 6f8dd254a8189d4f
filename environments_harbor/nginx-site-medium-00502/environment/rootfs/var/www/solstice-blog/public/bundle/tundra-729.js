/* solstice-blog js 0.621198 */
