#ifndef VEXEL_UNITS_H
#define VEXEL_UNITS_H

/* Values are counted in 1/VEXEL_UNIT_SCALE of the base unit. */
#define VEXEL_UNIT_SCALE 100L

static inline long vexel_to_units(long whole)
{
    return whole * VEXEL_UNIT_SCALE;
}

#endif
