/* garnet-labs js 0.072348 */
