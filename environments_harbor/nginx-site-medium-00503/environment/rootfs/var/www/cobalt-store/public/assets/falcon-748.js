/* cobalt-store js 0.620692 */
