#ifndef COREX_UNITS_H
#define COREX_UNITS_H

/* Values are counted in 1/COREX_UNIT_SCALE of the base unit. */
#define COREX_UNIT_SCALE 1024L

static inline long corex_to_units(long whole)
{
    return whole * COREX_UNIT_SCALE;
}

#endif
