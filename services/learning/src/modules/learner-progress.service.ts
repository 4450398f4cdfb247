import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { CourseService } from '../course/course.service';
import { LessonProgressEntity, ModuleProgressEntity } from '../lessons/learner.entities';
import {
  type LessonProgressRow,
  type ModuleProgressRow,
  type ModuleState,
  moduleStates,
} from './module-states';

export interface LearnerProgress {
  lessons: Map<string, LessonProgressRow>;
  modules: Map<string, ModuleProgressRow>;
  states: Map<string, ModuleState>;
}

/** One learner's rows and the module states they give; every query has the learner in its WHERE. */
@Injectable()
export class LearnerProgressService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly course: CourseService,
  ) {}

  async read(userId: string, manager: EntityManager = this.dataSource.manager): Promise<LearnerProgress> {
    const [lessonRows, moduleRows] = await Promise.all([
      manager.getRepository(LessonProgressEntity).find({ where: { userId } }),
      manager.getRepository(ModuleProgressEntity).find({ where: { userId } }),
    ]);
    const lessons = new Map(lessonRows.map((row) => [row.lessonId, row]));
    const modules = new Map(moduleRows.map((row) => [row.moduleId, row]));
    return { lessons, modules, states: moduleStates(this.course.catalog.modules, lessons, modules) };
  }
}
