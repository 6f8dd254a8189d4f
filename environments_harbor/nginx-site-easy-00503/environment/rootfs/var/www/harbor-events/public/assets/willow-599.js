/* harbor-events js 0.772537 */
