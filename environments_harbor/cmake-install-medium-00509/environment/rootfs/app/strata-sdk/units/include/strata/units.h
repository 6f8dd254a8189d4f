#ifndef STRATA_UNITS_H
#define STRATA_UNITS_H

/* Values are counted in 1/STRATA_UNIT_SCALE of the base unit. */
#define STRATA_UNIT_SCALE 100L

static inline long strata_to_units(long whole)
{
    return whole * STRATA_UNIT_SCALE;
}

#endif
