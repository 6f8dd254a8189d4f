#include <stdio.h>
#include <nexion/nexion.h>

static const long cases[][2] = {
    { -703L, 26L },
    { 1083L, 32L },
    { 104L, 10L },
    { -2290L, 47L },
    { 0L, 0L },
};

int main(void)
{
    int bad = 0;
    for (unsigned i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        long got = nexion_root(cases[i][0]);
        if (got != cases[i][1]) {
            printf("nexion_root(%ld) = %ld, expected %ld\n", cases[i][0], got, cases[i][1]);
            bad = 1;
        }
    }
    return bad;
}
