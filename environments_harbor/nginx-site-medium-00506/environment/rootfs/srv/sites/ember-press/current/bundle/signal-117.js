/* ember-press js 0.099018 */
