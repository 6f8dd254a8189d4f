#include <stdio.h>
#include <ferrite/ferrite.h>

static const long cases[][2] = {
    { 338L, 338L },
    { 2L, 2L },
    { 31537L, 31537L },
    { 2026L, 2026L },
    { -2359L, -1264L },
};

int main(void)
{
    int bad = 0;
    for (unsigned i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        long got = ferrite_saturate(cases[i][0]);
        if (got != cases[i][1]) {
            printf("ferrite_saturate(%ld) = %ld, expected %ld\n", cases[i][0], got, cases[i][1]);
            bad = 1;
        }
    }
    return bad;
}
