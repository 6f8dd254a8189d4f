#ifndef KAPPA_UNITS_H
#define KAPPA_UNITS_H

/* Values are counted in 1/KAPPA_UNIT_SCALE of the base unit. */
#define KAPPA_UNIT_SCALE 1000L

static inline long kappa_to_units(long whole)
{
    return whole * KAPPA_UNIT_SCALE;
}

#endif
